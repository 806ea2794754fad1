import { Tabs as RadixTabs } from 'radix-ui';
import { useCallback, type ComponentPropsWithRef, type FocusEvent } from 'react';
import { cn } from '../../lib/cn';
import { keepTabInView } from './keepTabInView';

export interface TabsProps extends ComponentPropsWithRef<typeof RadixTabs.Root> {
  /**
   * `automatic` (the default): moving to a tab with an arrow key selects it. `manual`: arrows only
   * move focus and Enter or Space selects, for panels that are slow to show.
   */
  readonly activationMode?: 'automatic' | 'manual';
}

/**
 * Tabs (the home page's "Favourites / Popular", the search's audiences): a `TabsList` of `TabsTab`s
 * and one `TabsPanel` per tab. Automatic activation: an arrow key moves to the next tab and shows
 * its panel at once. Arrow keys follow the direction from `UiProvider`, so in Arabic ArrowLeft
 * moves to the next tab; Home and End jump to the first and last. Controlled and uncontrolled:
 * `value` / `defaultValue` / `onValueChange`.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <RadixTabs.Root data-slot="tabs" className={cn('flex flex-col gap-4', className)} {...props} />
  );
}

export interface TabsListProps extends ComponentPropsWithRef<typeof RadixTabs.List> {
  /**
   * `wrap` (the default, for a page's tabs): tabs that do not fit move to a second line whole.
   * `line` (for a narrow box such as a panel, where a second line reads as content): the tabs stay
   * on one line, each label on one line; when they do not fit, the row scrolls sideways (a tab
   * reached with the arrow keys is scrolled into view as it takes focus). Give such a box room
   * for its usual labels, so that scrolling stays the exception (200 % text, a long translation).
   */
  readonly layout?: 'wrap' | 'line';
}

/**
 * The row of tabs. Name it (`aria-label` or `aria-labelledby`, translated). By default the tabs
 * wrap onto a second line when they do not fit (320 px, 200 % text, long Arabic labels) instead of
 * scrolling sideways: every tab stays visible and nothing is clipped or hidden behind an edge.
 * `layout="line"` keeps them on one line (see `layout`).
 */
export function TabsList({ className, layout = 'wrap', ...props }: TabsListProps) {
  return (
    <RadixTabs.List
      data-slot="tabs-list"
      data-layout={layout}
      className={cn(
        'flex gap-x-1',
        layout === 'wrap'
          ? 'flex-wrap border-b border-line'
          : // A scrolling box clips what passes its border, so the base line is drawn inside it
            // (an inset shadow under the tabs' own underline) rather than under -mb-px tabs.
            'flex-nowrap overflow-x-auto overscroll-x-contain shadow-[inset_0_-1px_0_var(--color-line)] [scrollbar-width:thin]',
        className,
      )}
      {...props}
    />
  );
}

export type TabsTabProps = ComponentPropsWithRef<typeof RadixTabs.Trigger>;

/**
 * One tab: a 44 px target, underlined in the brand colour when selected. In a one-line list the
 * selected tab is in view when the list is drawn, and a tab is scrolled into view as it takes focus.
 */
export function TabsTab({ className, ref, onFocus, ...props }: TabsTabProps) {
  const showSelected = useCallback(
    (node: HTMLButtonElement | null) => {
      if (node?.dataset['state'] === 'active') keepTabInView(node);
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
      return undefined;
    },
    [ref],
  );
  return (
    <RadixTabs.Trigger
      ref={showSelected}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => {
        onFocus?.(event);
        keepTabInView(event.currentTarget);
      }}
      data-slot="tabs-tab"
      className={cn(
        // shrink-0: a tab that does not fit moves to the next line whole; max-w-full: a label longer
        // than the line wraps inside its tab. In a one-line list a label never breaks.
        '-mb-px inline-flex min-h-11 max-w-full shrink-0 items-center gap-2 border-b-2 border-transparent',
        'px-4 py-2 text-start text-body font-semibold wrap-anywhere text-ink-muted',
        'in-data-[layout=line]:mbe-0 in-data-[layout=line]:max-inline-none in-data-[layout=line]:whitespace-nowrap',
        'transition-colors hover:text-ink',
        'data-[state=active]:border-brand data-[state=active]:text-brand',
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
        'disabled:cursor-not-allowed disabled:opacity-50 [&_svg]:inline-5 [&_svg]:block-5 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}

export type TabsPanelProps = ComponentPropsWithRef<typeof RadixTabs.Content>;

/**
 * The content of one tab. It is focusable (Tab from the tab list lands on it) so content without
 * links or buttons is still reachable by keyboard.
 */
export function TabsPanel({ className, ...props }: TabsPanelProps) {
  return (
    <RadixTabs.Content
      data-slot="tabs-panel"
      className={cn(
        'rounded-control wrap-anywhere',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
      {...props}
    />
  );
}
