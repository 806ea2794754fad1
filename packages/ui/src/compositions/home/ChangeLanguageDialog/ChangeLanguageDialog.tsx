import { Button } from '../../../components/Button';
import { Dialog, type DialogProps } from '../../../components/Dialog';

/** The dialog's words in the page's language, translated by the caller. */
export interface ChangeLanguageDialogLabels {
  /** "Change language?" */
  readonly title: string;
  /** "You searched in Arabic. Would you like to switch the portal to Arabic?" */
  readonly description: string;
  /** "Continue in English": search in the page's language. */
  readonly stay: string;
  /** "Switch to Arabic": the same search, in the language the text was typed in. */
  readonly switchTo: string;
  /** Name of the × button. */
  readonly close: string;
}

export interface ChangeLanguageDialogProps extends Omit<
  DialogProps,
  'title' | 'description' | 'closeLabel' | 'actions' | 'children' | 'trigger' | 'defaultOpen'
> {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly labels: ChangeLanguageDialogLabels;
  /** Keep the page's language (and search in it). */
  readonly onStay: () => void;
  /** Switch the portal to the text's language (and search there). */
  readonly onSwitch: () => void;
}

/**
 * Change language (SCREENS.md S4.4; spec 001 §2 Modals, §4): shown when a search is typed in the
 * other script than the page's language (core's `shouldOfferLanguageSwitch`). Two outcomes: continue
 * in this language, or switch. Closing it (×, Escape, a click outside) searches nothing: the text
 * stays in the box to be changed. Controlled by the caller.
 */
export function ChangeLanguageDialog({
  open,
  onOpenChange,
  labels,
  onStay,
  onSwitch,
  ...props
}: ChangeLanguageDialogProps) {
  return (
    <Dialog
      data-slot="change-language-dialog"
      open={open}
      onOpenChange={onOpenChange}
      title={labels.title}
      description={labels.description}
      closeLabel={labels.close}
      actions={
        <>
          <Button variant="secondary" onClick={onSwitch}>
            {labels.switchTo}
          </Button>
          <Button onClick={onStay}>{labels.stay}</Button>
        </>
      }
      {...props}
    />
  );
}
