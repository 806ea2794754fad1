import { TriangleAlert } from 'lucide-react';
import type { ReactElement } from 'react';
import { AlertDialog, type AlertDialogProps } from '../../../components/AlertDialog';

/** The words of the sign-out confirmation, translated by the caller (core's `signOut.*` keys). */
export interface SignOutDialogLabels {
  /** The heading ("Sign out"). */
  readonly title: string;
  /** The question ("Are you sure you want to sign out?"). */
  readonly description: string;
  /** What signing out ends ("…all ongoing activity in your current Stay Signed-In session."). */
  readonly warning: string;
  /** The one primary button ("Sign Out"). */
  readonly confirm: string;
  /** Accessible name of the close "×" ("Close"). */
  readonly close: string;
  /** Said by the primary button while the sign-out is under way ("Signing out…"). */
  readonly signingOut: string;
}

export interface SignOutDialogProps extends Omit<
  AlertDialogProps,
  | 'title'
  | 'description'
  | 'children'
  | 'primaryAction'
  | 'secondaryAction'
  | 'icon'
  | 'dismissible'
  | 'closeLabel'
  | 'initialFocus'
  | 'trigger'
> {
  readonly labels: SignOutDialogLabels;
  /** Called by the Sign Out button; the dialog stays open (busy) while `pending` is true. */
  readonly onConfirm: () => void;
  /** The sign-out is under way: the button shows progress and the dialog cannot be closed by it. */
  readonly pending?: boolean;
  /** The element that opens the dialog, when the caller does not control `open` itself. */
  readonly trigger?: ReactElement;
}

/**
 * The sign-out confirmation (SCREENS.md S4.3, spec 001 §2 Modals): a warning, "Are you sure you want
 * to sign out?", the note that signing out ends all Stay Signed-In activity, one primary Sign Out
 * button and a close "×". Built on `AlertDialog`: 420 px wide at most, vertically centred, buttons
 * stacked; Escape and the "×" close it, a click outside does not. Focus starts on Sign Out and
 * returns to whatever opened the dialog.
 */
export function SignOutDialog({
  labels,
  onConfirm,
  pending = false,
  ...props
}: SignOutDialogProps) {
  return (
    <AlertDialog
      data-slot="sign-out-dialog"
      icon={<TriangleAlert aria-hidden="true" focusable="false" />}
      title={labels.title}
      description={labels.description}
      closeLabel={labels.close}
      primaryAction={{
        label: labels.confirm,
        loading: pending,
        loadingLabel: labels.signingOut,
        onClick: (event) => {
          // The dialog stays open until the caller navigates away (or closes it on a failure).
          event.preventDefault();
          if (!pending) onConfirm();
        },
      }}
      {...props}
    >
      <p data-slot="sign-out-dialog-warning" className="text-body text-ink">
        {labels.warning}
      </p>
    </AlertDialog>
  );
}
