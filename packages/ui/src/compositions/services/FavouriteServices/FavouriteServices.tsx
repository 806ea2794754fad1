import { ArrowDown, ArrowUp, PinOff, Smartphone } from 'lucide-react';
import { useId, useLayoutEffect, useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { DataStateView, type DataState } from '../../../components/DataStateView';
import { IconButton } from '../../../components/IconButton';
import { LiveRegion } from '../../../components/LiveRegion';
import { Skeleton } from '../../../components/Skeleton';
import { cn } from '../../../lib/cn';

/** A pinned service as the list shows it: its name and page; `appOnly` ones open the app popup. */
export interface FavouriteServiceItem {
  readonly id: string;
  readonly name: string;
  readonly href: string;
  readonly appOnly?: boolean;
}

/** Which way a favourite moves: `up` towards the first, `down` towards the last. */
export type FavouriteServiceMove = 'up' | 'down';

export interface FavouriteServicesLabels {
  /** The page's heading ("Favourites"). */
  readonly title: string;
  /** Under the heading ("The services you pinned, in the order your home page shows them."). */
  readonly intro: string;
  /** The list's name ("Pinned services"). */
  readonly list: string;
  /** The move-up button's name for one service ("Move up: Renew a pet licence"). */
  readonly moveUp: (name: string) => string;
  /** The move-down button's name for one service. */
  readonly moveDown: (name: string) => string;
  /** The unpin button's visible word ("Unpin"). */
  readonly unpin: string;
  /** The unpin button's name for one service ("Unpin: Renew a pet licence"); starts with `unpin`. */
  readonly unpinNamed: (name: string) => string;
  /** Nothing pinned ("You haven't pinned any services yet…"). */
  readonly empty: string;
  readonly loading: string;
  readonly retry: string;
  readonly retrying: string;
}

/** The link a row draws to its service's page (for client-side routers). */
export interface FavouriteServiceLinkProps {
  readonly href: string;
  readonly className: string;
  readonly children: ReactNode;
}

export interface FavouriteServicesProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** The pinned services in the person's order; ready with none is the empty state. */
  readonly state: DataState<readonly FavouriteServiceItem[]>;
  readonly labels: FavouriteServicesLabels;
  /** Move one service a place up or down (the non-drag way of WCAG 2.2 SC 2.5.7). */
  readonly onMove: (id: string, move: FavouriteServiceMove) => void;
  /** Unpin one service. */
  readonly onUnpin: (id: string) => void;
  /** An app-only service was chosen: show the download-app popup. Omitted: its link is drawn. */
  readonly onAppOnly?: (service: FavouriteServiceItem) => void;
  /**
   * What the last change did, spoken politely ("Renew a pet licence moved to position 1 of 4.").
   * To say the same words twice, clear them first.
   */
  readonly announcement?: string;
  /** A change that failed, shown (and spoken) above the list; the list shows what was kept. */
  readonly changeError?: string;
  /** The empty state's next step ("Browse services"). */
  readonly emptyAction?: ReactNode;
  /** Draws a row's link; omitted, a plain `<a href>`. */
  readonly renderLink?: (link: FavouriteServiceLinkProps) => ReactNode;
}

const ROW =
  'flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 rounded-control border border-line bg-canvas py-2 ps-4 pe-2';
const NAME =
  'min-w-0 flex-1 basis-40 text-start text-body font-semibold break-words text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

function defaultLink({ href, className, children }: FavouriteServiceLinkProps) {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/** Where focus goes after a change, found once the list has been drawn again. */
type FocusTarget =
  | { readonly kind: 'move'; readonly id: string; readonly move: FavouriteServiceMove }
  | { readonly kind: 'unpin'; readonly index: number };

/**
 * Favourites (SCREENS.md S7.3): the person's pinned services in their order, each a link to its
 * page, with move up, move down (buttons: the non-drag alternative WCAG 2.2 SC 2.5.7 asks for) and
 * unpin. Focus stays on the button pressed as its row moves (on the other move button when the row
 * reaches an end); after an unpin it goes to the next row's unpin, or the heading. The caller speaks
 * each change through `announcement` and shows a failed one as `changeError`. Four states: loading,
 * empty (a sentence and a next step), error with retry, the list.
 */
export function FavouriteServices({
  state,
  labels,
  onMove,
  onUnpin,
  onAppOnly,
  announcement = '',
  changeError,
  emptyAction,
  renderLink = defaultLink,
  className,
  ...props
}: FavouriteServicesProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  // Set by a press, used once the caller has drawn the list again (a ref: it draws nothing).
  const focusTargetRef = useRef<FocusTarget | undefined>(undefined);
  const setFocusTarget = (target: FocusTarget) => {
    focusTargetRef.current = target;
  };

  useLayoutEffect(() => {
    const focusTarget = focusTargetRef.current;
    if (focusTarget === undefined) return;
    const list = listRef.current;
    if (focusTarget.kind === 'move') {
      const row = list?.querySelector<HTMLElement>(
        `[data-favourite-id="${CSS.escape(focusTarget.id)}"]`,
      );
      const pressed = row?.querySelector<HTMLButtonElement>(`[data-move="${focusTarget.move}"]`);
      const other = row?.querySelector<HTMLButtonElement>(
        `[data-move="${focusTarget.move === 'up' ? 'down' : 'up'}"]`,
      );
      (pressed && !pressed.disabled ? pressed : (other ?? pressed))?.focus();
    } else {
      const unpins = list?.querySelectorAll<HTMLButtonElement>('[data-slot="favourite-unpin"]');
      const next = unpins?.[Math.min(focusTarget.index, unpins.length - 1)];
      (next ?? headingRef.current)?.focus();
    }
    focusTargetRef.current = undefined;
  }, [state]);

  return (
    <section
      aria-labelledby={headingId}
      data-slot="favourite-services"
      className={cn('flex min-w-0 flex-col gap-4', className)}
      {...props}
    >
      <header className="flex min-w-0 flex-col gap-2">
        <h1
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-display font-bold break-words focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          {labels.title}
        </h1>
        <p className="text-ink-muted">{labels.intro}</p>
      </header>
      {changeError ? (
        <Alert tone="error" announce>
          {changeError}
        </Alert>
      ) : null}
      <DataStateView
        state={state}
        labels={{ loading: labels.loading, retry: labels.retry, retrying: labels.retrying }}
        skeleton={[0, 1, 2].map((row) => (
          <Skeleton key={row} shape="block" className="h-14" />
        ))}
        loadingClassName="flex flex-col gap-2"
        isEmpty={(services) => services.length === 0}
        empty={{ message: labels.empty, action: emptyAction }}
      >
        {(services) => (
          <ol ref={listRef} aria-label={labels.list} className="flex min-w-0 flex-col gap-2">
            {services.map((service, index) => (
              <li key={service.id} data-favourite-id={service.id} className={ROW}>
                <span aria-hidden="true" className="text-caption text-ink-muted tabular-nums">
                  {index + 1}
                </span>
                {service.appOnly && onAppOnly ? (
                  <button
                    type="button"
                    className={cn(NAME, 'flex items-center gap-2')}
                    onClick={() => onAppOnly(service)}
                  >
                    <Smartphone aria-hidden="true" className="size-5 shrink-0" />
                    {service.name}
                  </button>
                ) : (
                  renderLink({ href: service.href, className: NAME, children: service.name })
                )}
                <div className="ms-auto flex items-center gap-1">
                  <IconButton
                    data-move="up"
                    label={labels.moveUp(service.name)}
                    icon={<ArrowUp />}
                    disabled={index === 0}
                    onClick={() => {
                      setFocusTarget({ kind: 'move', id: service.id, move: 'up' });
                      onMove(service.id, 'up');
                    }}
                  />
                  <IconButton
                    data-move="down"
                    label={labels.moveDown(service.name)}
                    icon={<ArrowDown />}
                    disabled={index === services.length - 1}
                    onClick={() => {
                      setFocusTarget({ kind: 'move', id: service.id, move: 'down' });
                      onMove(service.id, 'down');
                    }}
                  />
                  <Button
                    data-slot="favourite-unpin"
                    variant="tertiary"
                    size="md"
                    aria-label={labels.unpinNamed(service.name)}
                    startIcon={<PinOff aria-hidden="true" />}
                    onClick={() => {
                      setFocusTarget({ kind: 'unpin', index });
                      onUnpin(service.id);
                    }}
                  >
                    {labels.unpin}
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
      </DataStateView>
      <LiveRegion>{announcement}</LiveRegion>
    </section>
  );
}
