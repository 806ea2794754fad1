import { TriangleAlert } from 'lucide-react';
import { Direction } from 'radix-ui';
import type { MouseEvent } from 'react';
import { Alert } from '../../../components/Alert';
import { AlertDialog, type AlertDialogProps } from '../../../components/AlertDialog';
import { LiveRegion } from '../../../components/LiveRegion';

/** What the warning shows, as core's idle lock computed it (the caller formats the words). */
export type LockWarningState =
  /** Time is running out: the visible `mm:ss` and the rarely changing sentence for screen readers. */
  | { readonly status: 'counting'; readonly countdown: string; readonly announcement: string }
  /** The lock call is in flight (here or in another tab). */
  | { readonly status: 'locking' }
  /**
   * The lock call failed: why and what to do, Retry, and Continue while the deadline has not
   * passed (`canContinue`).
   */
  | { readonly status: 'failed'; readonly message: string; readonly canContinue: boolean };

/** The dialog's words, translated (core's `lockWarning.*` and `sessionDialog.retry`). */
export interface LockWarningDialogLabels {
  readonly title: string;
  readonly description: string;
  /** "Would you like to continue?" */
  readonly question: string;
  readonly continue: string;
  readonly lock: string;
  /** Said while the lock call is in flight ("Locking your session…"). */
  readonly locking: string;
  readonly retry: string;
}

export interface LockWarningDialogProps extends Omit<
  AlertDialogProps,
  | 'title'
  | 'description'
  | 'children'
  | 'primaryAction'
  | 'secondaryAction'
  | 'dismissible'
  | 'closeLabel'
  | 'trigger'
  | 'onOpenChange'
  | 'dir'
> {
  readonly open: boolean;
  readonly state: LockWarningState;
  readonly labels: LockWarningDialogLabels;
  /** Continue: a new idle period. */
  readonly onContinue: () => void;
  /** Lock Session, and Retry after a failure. */
  readonly onLock: () => void;
  /** Direction of the dialog's language when it differs from the page's (spec 001 §1). */
  readonly dir?: 'ltr' | 'rtl';
}

/** Keeps the dialog open after an action: the idle lock decides when it closes, not the click. */
function keepOpen(action: () => void) {
  return (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    action();
  };
}

/**
 * The idle-lock warning (spec 001 §4, SCREENS S4.1): an alert dialog that Escape and an outside
 * click do not close, 420 px wide at most. The `mm:ss` countdown changes every second and is hidden
 * from screen readers; a separate polite live region says the coarse time left, which core changes
 * at most once a minute and then once per 15 s. While the lock call is in flight the Lock button
 * shows progress and Continue waits; a failed call says why and offers Retry (and Continue while
 * time is left), so the dialog is never frozen. Holds no words: every text is a prop.
 */
export function LockWarningDialog({
  open,
  state,
  labels,
  onContinue,
  onLock,
  dir,
  lang,
  ...props
}: LockWarningDialogProps) {
  const pageDir = Direction.useDirection();
  const locking = state.status === 'locking';
  const failed = state.status === 'failed';
  const dialog = (
    <AlertDialog
      open={open}
      // Only the idle lock closes the warning (Continue resets it; a lock leaves the page).
      onOpenChange={() => undefined}
      dismissible={false}
      icon={<TriangleAlert aria-hidden="true" focusable="false" />}
      title={labels.title}
      description={labels.description}
      lang={lang}
      dir={dir ?? pageDir}
      data-slot="lock-warning-dialog"
      primaryAction={
        failed
          ? { label: labels.retry, onClick: keepOpen(onLock) }
          : { label: labels.continue, onClick: keepOpen(onContinue), disabled: locking }
      }
      secondaryAction={
        failed
          ? state.canContinue
            ? { label: labels.continue, onClick: keepOpen(onContinue) }
            : undefined
          : {
              label: labels.lock,
              onClick: keepOpen(onLock),
              loading: locking,
              loadingLabel: labels.locking,
            }
      }
      {...props}
    >
      <div className="flex flex-col gap-3">
        {state.status === 'counting' && (
          <p
            aria-hidden="true"
            data-slot="lock-warning-countdown"
            dir="ltr"
            className="text-center text-display font-bold text-ink tabular-nums"
          >
            {state.countdown}
          </p>
        )}
        {/* Mounted for the whole warning so it speaks on change, not on insertion. While locking,
            the busy Lock button announces `labels.locking` itself. */}
        <LiveRegion data-slot="lock-warning-announcement">
          {state.status === 'counting' ? state.announcement : ''}
        </LiveRegion>
        {failed ? (
          <Alert tone="error" announce>
            {state.message}
          </Alert>
        ) : (
          <p className="text-body text-ink">{labels.question}</p>
        )}
      </div>
    </AlertDialog>
  );
  // A dialog in another language than the page's mirrors with its own direction (spec 001 §1).
  return dir === undefined ? dialog : <Direction.Provider dir={dir}>{dialog}</Direction.Provider>;
}
