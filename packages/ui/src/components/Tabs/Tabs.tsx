import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';

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

export type TabsListProps = ComponentPropsWithRef<typeof RadixTabs.List>;

/**
 * The row of tabs. Name it (`aria-label` or `aria-labelledby`, translated). The tabs wrap onto a
 * second line when they do not fit (320 px, 200 % text, long Arabic labels) instead of scrolling
 * sideways: every tab stays visible and nothing is clipped or hidden behind an edge.
 */
export function TabsList({ className, ...props }: TabsListProps) {
  return (
    <RadixTabs.List
      data-slot="tabs-list"
      className={cn('flex flex-wrap gap-x-1 border-b border-line', className)}
      {...props}
    />
  );
}

export type TabsTabProps = ComponentPropsWithRef<typeof RadixTabs.Trigger>;

/** One tab: a 44 px target, underlined in the brand colour when selected. */
export function TabsTab({ className, ...props }: TabsTabProps) {
  return (
    <RadixTabs.Trigger
      data-slot="tabs-tab"
      className={cn(
        // shrink-0: a tab that does not fit moves to the next line whole; max-w-full: a label longer
        // than the line wraps inside its tab.
        '-mb-px inline-flex min-h-11 max-w-full shrink-0 items-center gap-2 border-b-2 border-transparent',
        'px-4 py-2 text-start text-body font-semibold wrap-anywhere text-ink-muted',
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
