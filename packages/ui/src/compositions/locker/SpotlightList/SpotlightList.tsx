import { useEffect, useEffectEvent, useRef, useState, type ComponentPropsWithRef } from 'react';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Skeleton } from '../../../components/Skeleton';
import { cn } from '../../../lib/cn';
import { DataStateView, type DataState } from '../../../components/DataStateView';

/** One spotlight as the locker shows it; the caller computed every value from core's rules. */
export interface SpotlightItemData {
  /** spotlightId: the React key, and what the interaction is recorded against. */
  readonly id: string;
  readonly title: string;
  readonly description?: string;
  /** Already formatted ("02 November 2026"). */
  readonly date?: string;
  /** Not yet seen (core's `isNewSpotlight`): a "New" badge, in words. */
  readonly isNew: boolean;
}

/** Every word of the list, translated by the caller. */
export interface SpotlightListLabels {
  readonly loading: string;
  /** No spotlight: the sentence of the empty state. */
  readonly empty: string;
  readonly retry: string;
  readonly retrying: string;
  /** The badge of an unseen spotlight ("New"). */
  readonly new: string;
  readonly dismiss: string;
  /** The dismiss button's accessible name, naming the spotlight ("Dismiss: Renew your licence"). */
  readonly dismissFor: (title: string) => string;
  /** Announced while dismissing. */
  readonly dismissing: string;
}

export interface SpotlightListProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  readonly state: DataState<readonly SpotlightItemData[]>;
  readonly labels: SpotlightListLabels;
  /** Dismisses one spotlight; omitted, no button is shown. */
  readonly onDismiss?: (item: SpotlightItemData) => void;
  /** The spotlight being dismissed: its button is busy. */
  readonly dismissingId?: string;
  /**
   * Called once per spotlight when at least half of it has been on screen (viewing records the
   * interaction, SCREENS.md S3.1), with the ids seen together.
   */
  readonly onSeen?: (ids: readonly string[]) => void;
  /** The spotlights' heading level. Default 3 (under the locker's section heading). */
  readonly headingLevel?: 3 | 4;
}

/** Watches the list's items and reports each id once, when half of it is visible. */
function useSeenReport(
  list: HTMLUListElement | null,
  ids: readonly string[],
  onSeen: ((ids: readonly string[]) => void) | undefined,
) {
  const reported = useRef(new Set<string>());
  // The latest callback without restarting the observer when the caller passes a new function.
  const report = useEffectEvent((seen: readonly string[]) => onSeen?.(seen));
  const watching = onSeen !== undefined;
  const key = ids.join('\u0000');
  useEffect(() => {
    if (!list || !watching || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries
          .filter((entry) => entry.isIntersecting)
          .map((entry) => (entry.target as HTMLElement).dataset['spotlightId'])
          .filter((id): id is string => id !== undefined && !reported.current.has(id));
        if (seen.length === 0) return;
        for (const id of seen) reported.current.add(id);
        report(seen);
      },
      { threshold: 0.5 },
    );
    for (const item of list.querySelectorAll<HTMLElement>('[data-spotlight-id]')) {
      observer.observe(item);
    }
    return () => observer.disconnect();
  }, [list, key, watching]);
}

/**
 * The locker's spotlights (SCREENS.md S3.1): each with its title, "New" in words while unseen, its
 * description and date, and a dismiss button that names it. Seeing a spotlight is reported
 * once through `onSeen`, dismissing through `onDismiss`; the caller records both (spec 000 §7
 * upsertSpotlightUserInteractions). Loading shows placeholders, an error the message with a retry,
 * no spotlight a sentence.
 */
export function SpotlightList({
  state,
  labels,
  onDismiss,
  dismissingId,
  onSeen,
  headingLevel = 3,
  className,
  ...props
}: SpotlightListProps) {
  const Heading = `h${headingLevel}` as const;
  const items = state.status === 'ready' ? state.data : [];
  // The list element in state (its setter is a stable callback ref), so the observer starts once the
  // list is in the page.
  const [list, setList] = useState<HTMLUListElement | null>(null);
  useSeenReport(
    list,
    items.map((item) => item.id),
    onSeen,
  );
  return (
    <div
      data-slot="spotlight-list"
      className={cn('flex min-w-0 flex-col gap-4', className)}
      {...props}
    >
      <DataStateView
        state={state}
        labels={labels}
        loadingClassName="grid grid-cols-[repeat(auto-fill,minmax(min(100%,16rem),1fr))] gap-4"
        skeleton={[0, 1].map((row) => (
          <div key={row} className="flex flex-col gap-2 rounded-lg border border-line p-4">
            <Skeleton className="w-2/3" />
            <Skeleton className="w-full" />
            <Skeleton className="w-1/3" />
          </div>
        ))}
        isEmpty={(data) => data.length === 0}
        empty={{ message: labels.empty }}
      >
        {() => (
          <ul
            ref={setList}
            className="grid min-w-0 grid-cols-[repeat(auto-fill,minmax(min(100%,16rem),1fr))] gap-4"
          >
            {items.map((item) => (
              <li
                key={item.id}
                data-spotlight-id={item.id}
                data-new={item.isNew || undefined}
                className="flex min-w-0 flex-col gap-2 rounded-lg border border-line bg-surface p-4"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <Heading className="text-body font-semibold break-words">{item.title}</Heading>
                  {item.isNew && <Badge tone="brand">{labels.new}</Badge>}
                </div>
                {item.description !== undefined && (
                  <p className="text-body break-words text-ink-muted">{item.description}</p>
                )}
                {item.date !== undefined && (
                  <p className="text-caption text-ink-muted">{item.date}</p>
                )}
                {onDismiss && (
                  <Button
                    size="sm"
                    variant="secondary"
                    className="mt-auto self-start"
                    aria-label={labels.dismissFor(item.title)}
                    loading={dismissingId === item.id}
                    loadingLabel={labels.dismissing}
                    onClick={() => onDismiss(item)}
                  >
                    {labels.dismiss}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </DataStateView>
    </div>
  );
}
