import { Direction } from 'radix-ui';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { Dialog, type DialogProps } from '../../../components/Dialog';
import { PinInput } from '../../../components/PinInput';

/** The unlock dialog's words, translated (core's `unlocksession.setupPinModal.*`, `sessionDialog.*`). */
export interface UnlockDialogLabels {
  readonly title: string;
  /** "Enter your PIN to resume your session." */
  readonly subtitle: string;
  /** The PIN field's label ("Enter your 4-digit PIN"). */
  readonly pinLabel: string;
  /** Name of one digit box ("Digit 2 of 4"). */
  readonly digitLabel: (position: number, length: number) => string;
  readonly resume: string;
  /** Said while the PIN is checked ("Checking your PIN…"). */
  readonly checking: string;
  /** "Your session will be resumed where you left off." */
  readonly resumeNote: string;
  /** "Or start a new session". */
  readonly startNewSession: string;
  /** "Sign in with UAE PASS". */
  readonly digitalIdentity: string;
  /** Name of the × button. */
  readonly close: string;
}

export interface UnlockDialogProps extends Omit<
  DialogProps,
  'title' | 'description' | 'children' | 'actions' | 'closeLabel' | 'trigger' | 'dir'
> {
  readonly open: boolean;
  /** Closing (×, Escape): the caller returns to settings and clears the PIN (spec 001 §4). */
  readonly onOpenChange: (open: boolean) => void;
  readonly labels: UnlockDialogLabels;
  /** The PIN as typed (controlled); never stored by this component. */
  readonly pin: string;
  readonly onPinChange: (pin: string) => void;
  /** Resume is enabled only for a complete PIN (core's `canSubmit`). */
  readonly canSubmit: boolean;
  /** The PIN is being checked. */
  readonly submitting?: boolean;
  /** The wrong-PIN or "could not check" message, translated; moves focus back to the first digit. */
  readonly error?: string | undefined;
  readonly onResume: () => void;
  readonly onStartNewSession: () => void;
  readonly onSignInWithDigitalIdentity: () => void;
  /** The dialog's language picker (`LanguageListPicker`), shown under the actions. */
  readonly languagePicker?: ReactNode;
  /** Direction of the dialog's language when it differs from the page's (spec 001 §1). */
  readonly dir?: 'ltr' | 'rtl';
}

/**
 * The Stay Signed-In unlock (spec 001 §4, §5; SCREENS S4.2): a dialog with the 4-digit masked PIN,
 * Resume (disabled until the PIN is complete, busy while it is checked), the wrong-PIN message,
 * "Or start a new session", the digital-identity sign-in instead, and the language picker (S4.7).
 * After an error focus returns to the first digit, so the next PIN is typed at once. Closing is the
 * caller's: it returns to settings with the PIN cleared. Holds no words: every text is a prop.
 */
export function UnlockDialog({
  open,
  onOpenChange,
  labels,
  pin,
  onPinChange,
  canSubmit,
  submitting = false,
  error,
  onResume,
  onStartNewSession,
  onSignInWithDigitalIdentity,
  languagePicker,
  dir,
  onOpenAutoFocus,
  ...props
}: UnlockDialogProps) {
  const pageDir = Direction.useDirection();
  const pinRef = useRef<HTMLDivElement>(null);
  const focusFirstDigit = () =>
    pinRef.current?.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus();
  useEffect(() => {
    if (error !== undefined) focusFirstDigit();
  }, [error]);
  // The PIN is what the dialog is for: focus starts on its first digit, not on the first tab stop.
  const focusPinOnOpen = (event: Event) => {
    onOpenAutoFocus?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    focusFirstDigit();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmit && !submitting) onResume();
  };
  const dialog = (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={labels.title}
      description={labels.subtitle}
      closeLabel={labels.close}
      dir={dir ?? pageDir}
      data-slot="unlock-dialog"
      onOpenAutoFocus={focusPinOnOpen}
      {...props}
    >
      <div className="flex flex-col gap-4">
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <PinInput
            ref={pinRef}
            label={labels.pinLabel}
            digitLabel={labels.digitLabel}
            value={pin}
            onValueChange={onPinChange}
            error={error}
            readOnly={submitting}
          />
          <Button
            type="submit"
            fullWidth
            disabled={!canSubmit && !submitting}
            loading={submitting}
            loadingLabel={labels.checking}
          >
            {labels.resume}
          </Button>
          <p className="text-body text-ink-muted">{labels.resumeNote}</p>
        </form>
        <Button type="button" variant="secondary" fullWidth onClick={onSignInWithDigitalIdentity}>
          {labels.digitalIdentity}
        </Button>
        <Button type="button" variant="tertiary" fullWidth onClick={onStartNewSession}>
          {labels.startNewSession}
        </Button>
        {languagePicker}
      </div>
    </Dialog>
  );
  return dir === undefined ? dialog : <Direction.Provider dir={dir}>{dialog}</Direction.Provider>;
}
