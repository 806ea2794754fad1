import { useState } from 'react';
import { Badge } from '../../../components/Badge';
import { ExternalLink } from '../../../components/ExternalLink';
import { DataStateView, type DataState } from '../../../components/DataStateView';
import { Link } from '../../../components/Link';
import { NotificationBell } from '../../../components/NotificationBell';
import { Popover, type PopoverProps } from '../../../components/Popover';
import { Skeleton } from '../../../components/Skeleton';
import { Tabs, TabsList, TabsPanel, TabsTab } from '../../../components/Tabs';
import { cn } from '../../../lib/cn';

/** The three tabs of the bell panel (spec 001 §2 Header). */
export const BELL_PANEL_TABS = ['actions', 'activities', 'spotlights'] as const;
export type BellPanelTab = (typeof BELL_PANEL_TABS)[number];

/** One notification as the panel shows it; the caller computed every value (core's rules). */
export interface BellPanelItem {
  readonly id: string;
  readonly title: string;
  readonly message?: string;
  /** Already formatted ("2 days ago", "2 Nov 2026"). */
  readonly date?: string;
  /** Where the notification leads, checked by the caller (core's `notificationDestinationOf`). */
  readonly href?: string;
  /**
   * Set when `href` leads to another site (core's `notificationLinkOf`, `leavesPortal`): the words
   * saying the link opens in a new tab.
   */
  readonly newTabLabel?: string;
  /** New (core's `isNewActionNotification`, `isNewActivityNotification`, `isNewSpotlight`). */
  readonly isNew: boolean;
}

/** What one tab shows: the four states of a data area (empty is `ready` with no items). */
export type BellPanelListState = DataState<readonly BellPanelItem[]>;

export interface BellPanelLabels {
  /** The panel's heading ("Notifications"). */
  readonly title: string;
  /** The bell's accessible name with the count ("Notifications, 3 unread"; core's `notificationBellLabel`). */
  readonly bell: string;
  readonly tabs: Readonly<Record<BellPanelTab, string>>;
  /** The mark of a new notification ("New"). */
  readonly new: string;
  readonly viewAll: string;
  /** A tab with nothing in it ("You have no new notifications"). */
  readonly empty: string;
  /** Said while a tab loads ("Loading notifications"). */
  readonly loading: string;
  readonly retry: string;
  readonly retrying: string;
  /** The close "×" ("Close"). */
  readonly close: string;
}

export interface BellPanelProps extends Omit<
  PopoverProps,
  'trigger' | 'title' | 'closeLabel' | 'children'
> {
  /** Unread notifications for the badge; `undefined` while unknown. */
  readonly count: number | undefined;
  readonly labels: BellPanelLabels;
  /** Each tab's state. */
  readonly lists: Readonly<Record<BellPanelTab, BellPanelListState>>;
  /** The notifications page (`/{lang}/mylocker/notifications`). */
  readonly viewAllHref: string;
  /** The selected tab, controlled; pair with `onTabChange`. */
  readonly tab?: BellPanelTab;
  readonly defaultTab?: BellPanelTab;
  readonly onTabChange?: (tab: BellPanelTab) => void;
}

function isBellPanelTab(value: string): value is BellPanelTab {
  return (BELL_PANEL_TABS as readonly string[]).includes(value);
}

/**
 * The header's bell and its panel (SCREENS.md S1.2, spec 001 §2 Header): the `NotificationBell`
 * with the unread badge opens a popover with three tabs (actions, activities, spotlights), each
 * notification marked "New" in words when it is, and a view-all link. Each tab has its own state
 * (loading skeleton, error with retry, empty sentence, list). Keyboard: the bell opens it with
 * Enter or Space, focus moves into the panel, the arrow keys move between tabs (mirrored in
 * Arabic), Escape closes it and focus returns to the bell.
 */
export function BellPanel({
  count,
  labels,
  lists,
  viewAllHref,
  tab,
  defaultTab = 'actions',
  onTabChange,
  className,
  ...props
}: BellPanelProps) {
  const [uncontrolledTab, setUncontrolledTab] = useState<BellPanelTab>(defaultTab);
  const selected = tab ?? uncontrolledTab;
  return (
    <Popover
      data-slot="bell-panel"
      align="end"
      trigger={<NotificationBell count={count} label={labels.bell} />}
      title={labels.title}
      closeLabel={labels.close}
      className={cn('w-96', className)}
      {...props}
    >
      <Tabs
        value={selected}
        onValueChange={(value) => {
          if (!isBellPanelTab(value)) return;
          setUncontrolledTab(value);
          onTabChange?.(value);
        }}
      >
        {/* One line (a second line of tabs reads as the list's first row), in a panel wide
            enough for the three labels in English and Arabic from 320 px up. */}
        <TabsList aria-label={labels.title} layout="line">
          {BELL_PANEL_TABS.map((name) => (
            <TabsTab key={name} value={name} className="px-3">
              {labels.tabs[name]}
            </TabsTab>
          ))}
        </TabsList>
        {BELL_PANEL_TABS.map((name) => (
          <TabsPanel key={name} value={name}>
            <BellPanelList state={lists[name]} labels={labels} />
          </TabsPanel>
        ))}
      </Tabs>
      <div className="mt-3 border-t border-line pt-3">
        <Link href={viewAllHref} className="font-semibold">
          {labels.viewAll}
        </Link>
      </div>
    </Popover>
  );
}

function BellPanelList({
  state,
  labels,
}: {
  readonly state: BellPanelListState;
  readonly labels: BellPanelLabels;
}) {
  return (
    <DataStateView
      state={state}
      labels={labels}
      loadingClassName="flex flex-col gap-3 py-1"
      skeleton={[0, 1, 2].map((row) => (
        <span key={row} className="flex flex-col gap-1">
          <Skeleton className="w-2/3" />
          <Skeleton className="w-full" />
        </span>
      ))}
      isEmpty={(items) => items.length === 0}
      empty={{ message: labels.empty }}
    >
      {(items) => <BellPanelItems items={items} labels={labels} />}
    </DataStateView>
  );
}

function BellPanelItems({
  items,
  labels,
}: {
  readonly items: readonly BellPanelItem[];
  readonly labels: BellPanelLabels;
}) {
  return (
    <ul data-slot="bell-panel-list" className="flex flex-col divide-y divide-line">
      {items.map((item) => (
        <li key={item.id} className="flex flex-col gap-1 py-2">
          <span className="flex flex-wrap items-start justify-between gap-2">
            {item.href === undefined ? (
              <span className="font-semibold text-ink">{item.title}</span>
            ) : item.newTabLabel !== undefined ? (
              <ExternalLink
                href={item.href}
                newTabLabel={item.newTabLabel}
                className="font-semibold"
              >
                {item.title}
              </ExternalLink>
            ) : (
              <Link href={item.href} className="font-semibold">
                {item.title}
              </Link>
            )}
            {item.isNew && <Badge tone="brand">{labels.new}</Badge>}
          </span>
          {item.message !== undefined && item.message !== '' && (
            <span className="text-caption text-ink">{item.message}</span>
          )}
          {item.date !== undefined && item.date !== '' && (
            <span className="text-caption text-ink-muted">{item.date}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
