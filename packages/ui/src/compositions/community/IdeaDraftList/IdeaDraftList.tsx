import { Pencil, Trash2 } from 'lucide-react';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { Alert } from '../../../components/Alert';
import { AlertDialog } from '../../../components/AlertDialog';
import { Button } from '../../../components/Button';
import { DataStateView, type DataState } from '../../../components/DataStateView';
import { LiveRegion } from '../../../components/LiveRegion';
import { Skeleton } from '../../../components/Skeleton';
import { cn } from '../../../lib/cn';

/** One saved draft as the list shows it: words already in the page's language. */
export interface IdeaDraftItem {
  readonly id: string;
  /** Its title, or the words for a draft without one ("Untitled draft"). */
  readonly title: string;
  /** "Saved on 28 November 2026". */
  readonly saved: string;
  /** The topic's name, when one was chosen. */
  readonly topic?: string;
  /** The form with this draft loaded. */
  readonly resumeHref: string;
}

export interface IdeaDraftListLabels {
  /** The page's heading ("My drafts"). */
  readonly title: string;
  readonly intro: string;
  /** The list's name ("Your drafts"). */
  readonly list: string;
  /** The resume link's visible word ("Continue"). */
  readonly resume: string;
  /** The resume link's name for one draft ("Continue: Shade for bus stops"). */
  readonly resumeNamed: (title: string) => string;
  /** The delete button's visible words ("Delete draft"). */
  readonly delete: string;
  /** The delete button's name for one draft. */
  readonly deleteNamed: (title: string) => string;
  /** The confirmation's question ("Delete this draft?"). */
  readonly deleteTitle: string;
  /** The confirmation's words for one draft ("The draft “…” will be deleted…"). */
  readonly deleteBody: (title: string) => string;
  readonly deleteConfirm: string;
  readonly deleteCancel: string;
  readonly deleting: string;
  /** The dialog's close button's name. */
  readonly close: string;
  /** No draft ("You have no drafts…"). */
  readonly empty: string;
  readonly loading: string;
  readonly retry: string;
  readonly retrying: string;
}

/** The link a row draws to resume its draft (for client-side routers). */
export interface IdeaDraftLinkProps {
  readonly href: string;
  readonly className: string;
  readonly 'aria-label': string;
  readonly children: ReactNode;
}

export interface IdeaDraftListProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** The person's drafts, last saved first; ready with none is the empty state. */
  readonly state: DataState<readonly IdeaDraftItem[]>;
  readonly labels: IdeaDraftListLabels;
  /**
   * Deletes one draft once the person confirmed (core's `deleteIdeaDraft`); resolves `true` when it
   * is gone. The dialog waits for it, busy, then closes; focus goes to the next row's delete button,
   * or the heading.
   */
  readonly onDelete: (id: string) => Promise<boolean>;
  /** What the last deletion did, spoken politely ("Draft deleted."). */
  readonly announcement?: string;
  /** A deletion that failed, shown (and spoken) above the list. */
  readonly deleteError?: string;
  /** The empty state's next step ("Start a new idea"). */
  readonly emptyAction?: ReactNode;
  /** Under the intro: the way to start a new idea (a link of the app). */
  readonly actions?: ReactNode;
  /** Draws a row's resume link; omitted, a plain `<a href>`. */
  readonly renderLink?: (link: IdeaDraftLinkProps) => ReactNode;
}

function defaultLink({ children, ...link }: IdeaDraftLinkProps) {
  return <a {...link}>{children}</a>;
}

// Never wider than the card: at 320 px and 200 % text the words wrap inside the link and button.
const RESUME =
  'inline-flex min-h-11 max-w-full items-center gap-2 rounded-control border border-brand px-4 font-semibold text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/**
 * My drafts (SCREENS.md S10.3): the ideas the person saved to finish later, last saved first, each
 * with its title (or "Untitled draft"), topic and date, a link that opens the form with it, and a
 * delete that asks first (an alert dialog; the delete waits for the server). Four states: loading,
 * empty (a sentence and a next step), error with retry, the list.
 */
export function IdeaDraftList({
  state,
  labels,
  onDelete,
  announcement = '',
  deleteError,
  emptyAction,
  actions,
  renderLink = defaultLink,
  className,
  ...props
}: IdeaDraftListProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [asking, setAsking] = useState<IdeaDraftItem>();
  const [busy, setBusy] = useState(false);
  const focusIndex = useRef<number | undefined>(undefined);

  useLayoutEffect(() => {
    const index = focusIndex.current;
    if (index === undefined || asking) return;
    const deletes = listRef.current?.querySelectorAll<HTMLButtonElement>(
      '[data-slot="idea-draft-delete"]',
    );
    const next = deletes?.[Math.min(index, deletes.length - 1)];
    (next ?? headingRef.current)?.focus();
    focusIndex.current = undefined;
  }, [state, asking]);

  const confirm = async (draft: IdeaDraftItem, index: number) => {
    setBusy(true);
    try {
      const deleted = await onDelete(draft.id);
      if (deleted) focusIndex.current = index;
    } finally {
      setBusy(false);
      setAsking(undefined);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      data-slot="idea-draft-list"
      className={cn('flex min-w-0 flex-col gap-4', className)}
      {...props}
    >
      <header className="flex min-w-0 flex-col gap-2">
        <h1
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-display font-bold break-words text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          {labels.title}
        </h1>
        <p className="text-ink-muted">{labels.intro}</p>
        {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
      </header>
      {deleteError ? (
        <Alert tone="error" announce>
          {deleteError}
        </Alert>
      ) : null}
      <DataStateView
        state={state}
        labels={{ loading: labels.loading, retry: labels.retry, retrying: labels.retrying }}
        skeleton={[0, 1].map((row) => (
          <Skeleton key={row} shape="block" className="h-28" />
        ))}
        loadingClassName="flex flex-col gap-3"
        isEmpty={(drafts) => drafts.length === 0}
        empty={{ message: labels.empty, action: emptyAction }}
      >
        {(drafts) => (
          <ul ref={listRef} aria-label={labels.list} className="flex min-w-0 flex-col gap-3">
            {drafts.map((draft, index) => (
              <li
                key={draft.id}
                data-draft-id={draft.id}
                className="flex min-w-0 flex-col gap-2 rounded-card border border-line bg-surface-raised p-4"
              >
                <h2 className="text-body font-semibold break-words text-ink">{draft.title}</h2>
                <p className="text-caption text-ink-muted">
                  {draft.topic ? `${draft.topic} · ` : ''}
                  {draft.saved}
                </p>
                <div className="flex flex-wrap items-center gap-3">
                  {renderLink({
                    href: draft.resumeHref,
                    className: RESUME,
                    'aria-label': labels.resumeNamed(draft.title),
                    children: (
                      <>
                        <Pencil aria-hidden="true" className="size-4 shrink-0" />
                        {labels.resume}
                      </>
                    ),
                  })}
                  <Button
                    className="max-w-full"
                    data-slot="idea-draft-delete"
                    variant="tertiary"
                    size="md"
                    aria-label={labels.deleteNamed(draft.title)}
                    startIcon={<Trash2 aria-hidden="true" />}
                    onClick={() => setAsking(draft)}
                  >
                    {labels.delete}
                  </Button>
                </div>
                {asking?.id === draft.id ? (
                  <AlertDialog
                    open
                    onOpenChange={(open) => {
                      if (!open && !busy) setAsking(undefined);
                    }}
                    closeLabel={labels.close}
                    title={labels.deleteTitle}
                    description={labels.deleteBody(draft.title)}
                    primaryAction={{
                      label: labels.deleteConfirm,
                      variant: 'danger',
                      loading: busy,
                      loadingLabel: labels.deleting,
                      onClick: (event) => {
                        // The dialog closes once the server answered.
                        event.preventDefault();
                        void confirm(draft, index);
                      },
                    }}
                    secondaryAction={{ label: labels.deleteCancel, variant: 'secondary' }}
                    initialFocus="secondary"
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </DataStateView>
      <LiveRegion>{announcement}</LiveRegion>
    </section>
  );
}
