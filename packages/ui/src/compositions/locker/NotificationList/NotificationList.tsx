import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Badge } from '../../../components/Badge';
import { ExternalLink } from '../../../components/ExternalLink';
import { Button } from '../../../components/Button';
import { Pagination } from '../../../components/Pagination';
import { cn } from '../../../lib/cn';
import type { DataState } from '../../../components/DataStateView';
import { GroupedList, type ListGroup } from '../../../components/GroupedList';
import { ROW_LINK_CLASS_NAME } from '../rowLinkClassName';
import { listRowSkeletons } from '../listRowSkeletons';

/** One notification as the page shows it; the caller computed every value from core's rules. */
export interface NotificationItemData {
  /** BellNotificationID; the React key, and what "mark as read" is called with. */
  readonly id: string;
  readonly title: string;
  readonly message?: string;
  /** Already formatted ("2 hours ago", "Yesterday", "02 November 2026"). */
  readonly date?: string;
  /**
   * Where the notification leads, already checked (core's `notificationDestinationOf`); without one
   * the title is plain text.
   */
  readonly href?: string;
  /**
   * Set when `href` leads to another site (core's `notificationLinkOf`, `leavesPortal`): the words
   * saying the link opens in a new tab; the title is then a link to another site, not the router's.
   */
  readonly newTabLabel?: string;
  /** Shown as new (core's `isNewActionNotification`): a "New" badge, in words. */
  readonly isNew: boolean;
  /** Unread (core's `isUnreadNotification`): offers "mark as read". */
  readonly isUnread: boolean;
}

/**
 * The notifications of one type, under that type's heading: the key is the type (`application`,
 * `payment`…), the title the type in words ("Payments").
 */
export type NotificationGroup = ListGroup<NotificationItemData>;

/** Every word of the list, translated by the caller. */
export interface NotificationListLabels {
  /** Said while loading ("Loading your notifications"). */
  readonly loading: string;
  /** No notification at all. */
  readonly empty: string;
  readonly retry: string;
  readonly retrying: string;
  /** The badge of a new notification ("New"). */
  readonly new: string;
  /** The button's words ("Mark as read"). */
  readonly markAsRead: string;
  /** Its accessible name, naming the notification ("Mark as read: Your bill is ready"). */
  readonly markAsReadFor: (title: string) => string;
  /** Announced while marking ("Marking as read"). */
  readonly marking: string;
  readonly pagination: {
    readonly label: string;
    readonly previous: string;
    readonly next: string;
    readonly page: (page: number) => string;
  };
}

/** The attributes of a notification's link, for `renderLink`. */
export interface NotificationLinkProps {
  readonly href: string;
  readonly className: string;
  readonly children: ReactNode;
}

export interface NotificationListProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  readonly state: DataState<readonly NotificationGroup[]>;
  readonly labels: NotificationListLabels;
  /** Current page from 1 and how many pages are known (the caller adds one while a next page exists). */
  readonly page: number;
  readonly pageCount: number;
  readonly onPageChange: (page: number) => void;
  /** Marks one notification as read; omitted, no button is shown. */
  readonly onMarkRead?: (item: NotificationItemData) => void;
  /** The notification being marked: its button shows it and refuses presses. */
  readonly markingId?: string;
  /** Draws a link (the app's router link); a plain `<a>` by default. */
  readonly renderLink?: (link: NotificationLinkProps) => ReactNode;
  /** The next step of the empty state (a link back to the locker). */
  readonly emptyAction?: ReactNode;
  /** The groups' heading level. Default 2 (sections under the page's `<h1>`); items are one below. */
  readonly groupHeadingLevel?: 2 | 3;
}

const defaultLink = ({ href, className, children }: NotificationLinkProps) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/**
 * The notifications page (SCREENS.md S3.6): one page of notifications grouped by type, each with its
 * title (a link to its destination when it has one), message and date, "New" in words when it is
 * new, and "mark as read" while it is unread; then the pages. Loading shows row placeholders, an
 * error the message with a retry, no notification a sentence and the next step.
 */
export function NotificationList({
  state,
  labels,
  page,
  pageCount,
  onPageChange,
  onMarkRead,
  markingId,
  renderLink = defaultLink,
  emptyAction,
  groupHeadingLevel = 2,
  className,
  ...props
}: NotificationListProps) {
  return (
    <div
      data-slot="notification-list"
      className={cn('flex min-w-0 flex-col gap-8', className)}
      {...props}
    >
      <GroupedList
        slot="notification"
        state={state}
        labels={labels}
        skeleton={listRowSkeletons(['w-1/2', 'w-full', 'w-1/4'])}
        emptyAction={emptyAction}
        groupHeadingLevel={groupHeadingLevel}
        itemKey={(item) => item.id}
        itemAttributes={(item) => ({ 'data-new': item.isNew ? 'true' : undefined })}
        renderItem={(item, { ItemHeading }) => (
          <>
            <div className="flex min-w-0 flex-col gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <ItemHeading className="text-body font-semibold break-words">
                  {item.href === undefined ? (
                    item.title
                  ) : item.newTabLabel !== undefined ? (
                    <ExternalLink
                      href={item.href}
                      newTabLabel={item.newTabLabel}
                      className={ROW_LINK_CLASS_NAME}
                    >
                      {item.title}
                    </ExternalLink>
                  ) : (
                    renderLink({
                      href: item.href,
                      className: ROW_LINK_CLASS_NAME,
                      children: item.title,
                    })
                  )}
                </ItemHeading>
                {item.isNew && <Badge tone="brand">{labels.new}</Badge>}
              </div>
              {item.message !== undefined && (
                <p className="text-body break-words text-ink-muted">{item.message}</p>
              )}
              {item.date !== undefined && (
                <p className="text-caption text-ink-muted">{item.date}</p>
              )}
            </div>
            {item.isUnread && onMarkRead && (
              <Button
                size="sm"
                variant="secondary"
                className="shrink-0 self-start"
                aria-label={labels.markAsReadFor(item.title)}
                loading={markingId === item.id}
                loadingLabel={labels.marking}
                onClick={() => onMarkRead(item)}
              >
                {labels.markAsRead}
              </Button>
            )}
          </>
        )}
      />
      {state.status === 'ready' && pageCount > 1 && (
        <Pagination
          label={labels.pagination.label}
          pageCount={pageCount}
          page={page}
          onPageChange={onPageChange}
          previousLabel={labels.pagination.previous}
          nextLabel={labels.pagination.next}
          pageLabel={labels.pagination.page}
        />
      )}
    </div>
  );
}
