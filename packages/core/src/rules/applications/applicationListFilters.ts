/**
 * The list filters of the applications-in-progress screen (spec 000 §2, §7): include drafts,
 * include requests delegated to the user, or show drafts only.
 */
export interface ApplicationListFilters {
  readonly addDrafts: boolean;
  readonly addDelegated: boolean;
  readonly onlyDrafts: boolean;
}

/**
 * Choice (defaults not shown): the locker opens with the user's drafts and delegated requests
 * included, since hiding either would make work in progress look lost.
 */
export const DEFAULT_APPLICATION_LIST_FILTERS: ApplicationListFilters = {
  addDrafts: true,
  addDelegated: true,
  onlyDrafts: false,
};

/**
 * A consistent filter set from what the user picked (spec 000 §2). `onlyDrafts` implies
 * `addDrafts`: asking for drafts only while excluding drafts would always show an empty list.
 * Missing flags take {@link DEFAULT_APPLICATION_LIST_FILTERS}; non-boolean values are ignored.
 */
export function applicationListFiltersOf(
  picked: Partial<Record<keyof ApplicationListFilters, unknown>> = {},
): ApplicationListFilters {
  const flag = (name: keyof ApplicationListFilters) =>
    typeof picked?.[name] === 'boolean'
      ? (picked[name] as boolean)
      : DEFAULT_APPLICATION_LIST_FILTERS[name];
  const onlyDrafts = flag('onlyDrafts');
  return {
    addDrafts: onlyDrafts || flag('addDrafts'),
    addDelegated: flag('addDelegated'),
    onlyDrafts,
  };
}
