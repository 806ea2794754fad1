import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { DataStateView, type DataState, type DataStateLabels } from '../DataStateView';

/** One titled group of a list ("January 2027", "Applications"). */
export interface ListGroup<Item> {
  /** Stable identity of the group, unique in the list. */
  readonly key: string;
  /** The group's heading, translated. */
  readonly title: string;
  readonly items: readonly Item[];
}

/** The words of the list's loading, error and empty states, translated by the caller. */
export interface GroupedListLabels extends DataStateLabels {
  /** Nothing in any group. */
  readonly empty: string;
}

/** What `renderItem` is given besides the item: the heading level its title takes. */
export interface GroupedListItemContext {
  /** One level below the group's heading. */
  readonly ItemHeading: 'h3' | 'h4';
}

export interface GroupedListProps<Item> extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  readonly state: DataState<readonly ListGroup<Item>[]>;
  readonly labels: GroupedListLabels;
  /**
   * Names the list's parts for styles and tests: `data-slot` is `{slot}-groups`, `{slot}-group` and
   * `{slot}-item`, and each group's heading id `{slot}s-{key}`.
   */
  readonly slot: string;
  /** Placeholders shaped like the rows, shown while loading. */
  readonly skeleton: ReactNode;
  /** The next step of the empty state. */
  readonly emptyAction?: ReactNode;
  /** The groups' heading level. Default 2 (sections under the page's `<h1>`). */
  readonly groupHeadingLevel?: 2 | 3;
  readonly itemKey: (item: Item) => string;
  /** Data attributes of an item's row (`{ 'data-new': true }`), for styles and tests. */
  readonly itemAttributes?: (item: Item) => Readonly<Record<`data-${string}`, string | undefined>>;
  /** What a row shows: its content beside the row's own layout (a column, a row from `sm`). */
  readonly renderItem: (item: Item, context: GroupedListItemContext) => ReactNode;
}

/**
 * A list in titled groups, with the four data states (`DataStateView`): each group a `<section>`
 * named by its heading, its items a list of rows divided by lines. The locker's documents (by the
 * month they expire) and notifications (by kind) are drawn with it; what a row shows is the
 * caller's.
 */
export function GroupedList<Item>({
  state,
  labels,
  slot,
  skeleton,
  emptyAction,
  groupHeadingLevel = 2,
  itemKey,
  itemAttributes,
  renderItem,
  className,
  ...props
}: GroupedListProps<Item>) {
  const GroupHeading = `h${groupHeadingLevel}` as const;
  const context: GroupedListItemContext = {
    ItemHeading: `h${groupHeadingLevel + 1}` as 'h3' | 'h4',
  };
  return (
    <div
      data-slot={`${slot}-groups`}
      className={cn('flex min-w-0 flex-col gap-8', className)}
      {...props}
    >
      <DataStateView
        state={state}
        labels={labels}
        loadingClassName="flex flex-col gap-4"
        skeleton={skeleton}
        isEmpty={(groups) => groups.every((group) => group.items.length === 0)}
        empty={{ message: labels.empty, action: emptyAction }}
      >
        {(groups) =>
          groups
            .filter((group) => group.items.length > 0)
            .map((group) => {
              const headingId = `${slot}s-${group.key}`;
              return (
                <section
                  key={group.key}
                  aria-labelledby={headingId}
                  data-slot={`${slot}-group`}
                  className="flex min-w-0 flex-col gap-3"
                >
                  <GroupHeading id={headingId} className="text-title font-semibold">
                    {group.title}
                  </GroupHeading>
                  <ul className="flex min-w-0 flex-col divide-y divide-line border-y border-line">
                    {group.items.map((item) => (
                      <li
                        key={itemKey(item)}
                        data-slot={`${slot}-item`}
                        {...itemAttributes?.(item)}
                        className="flex min-w-0 flex-col gap-2 py-4 sm:flex-row sm:items-start sm:justify-between sm:gap-6"
                      >
                        {renderItem(item, context)}
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })
        }
      </DataStateView>
    </div>
  );
}
