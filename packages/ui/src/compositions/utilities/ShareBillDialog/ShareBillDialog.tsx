import { shareBillFormSchema } from '@portal/core';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import {
  CaptchaField,
  type CaptchaControls,
  type CaptchaProvider,
} from '../../../components/Captcha';
import { Dialog, DialogClose } from '../../../components/Dialog';
import { Form, FormField, usePortalForm, type TranslateMessage } from '../../../components/Form';
import { TextArea } from '../../../components/TextArea';

/** What the form hands over when core's rules pass. */
export interface ShareBillValues {
  /** The recipients: each a valid address, 1–10 of them, duplicates dropped ignoring case. */
  readonly emails: readonly string[];
  /** The captcha provider's token; the server verifies it (once). */
  readonly captchaToken: string;
}

/** Words of the dialog, translated by the caller. */
export interface ShareBillDialogLabels {
  readonly title: ReactNode;
  /** Under the title ("Send this bill to up to 10 people by email."). */
  readonly description?: ReactNode;
  readonly emails: ReactNode;
  /** The separators and the limit ("Up to 10 … commas, semicolons or new lines."). */
  readonly emailsHint: ReactNode;
  /** Name of the captcha group ("Security check"). */
  readonly captcha: string;
  readonly submit: string;
  readonly submitting: string;
  readonly cancel: string;
  /** The "×" button, and the button left after the bill was shared. */
  readonly close: string;
  readonly errorSummaryTitle: ReactNode;
  readonly errorPrefix: string;
  /** Title of the success message ("The bill has been shared."). */
  readonly success: ReactNode;
  /** Translated name of the success tone, read before it ("Success"). */
  readonly successTone?: string;
  /** "Sent to 3 recipients." */
  readonly sentTo: (count: number) => ReactNode;
}

export interface ShareBillDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly labels: ShareBillDialogLabels;
  /** Turns core's message keys (`form.error.emailList`, `form.error.captcha`) into words. */
  readonly translate: TranslateMessage;
  /** The captcha vendor: the sandbox's provider, or the deployment's adapter. */
  readonly captcha: CaptchaProvider;
  /**
   * Shares the bill (the app's `shareBill`); answers the server's refusal in words, or nothing when
   * the bill was shared. A refusal goes to the error summary, which takes focus; what was typed
   * stays, and the captcha is reset (the server has spent its token).
   */
  readonly onShare: (values: ShareBillValues) => Promise<string | void> | string | void;
}

type ShareBillInput = { emails: string; captchaToken: string };

/**
 * Share a water or electricity bill by email (SCREENS.md S5.5; spec 000 §2 share-bill modal, §5):
 * the recipients' textarea (commas, semicolons or new lines; at most 10; each address checked;
 * duplicates dropped) and a captcha. Rules are core's (`shareBillFormSchema`), checked on submit;
 * their failures and the server's refusal go to the error summary, which takes focus; the text stays.
 * After the share, a success message and a close button. Every opening starts afresh.
 */
export function ShareBillDialog(props: ShareBillDialogProps) {
  // A new round per opening: the form, the captcha and the success message start afresh.
  const [round, setRound] = useState(0);
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setRound(round + 1);
  }
  return <ShareBillDialogRound key={round} {...props} />;
}

function ShareBillDialogRound({
  open,
  onOpenChange,
  labels,
  translate,
  captcha,
  onShare,
}: ShareBillDialogProps) {
  const formId = useId();
  const [schema] = useState(shareBillFormSchema);
  const form = usePortalForm({
    schema,
    defaultValues: { emails: '', captchaToken: '' } satisfies ShareBillInput,
    translate,
  });
  const captchaField = useRef<CaptchaControls>(null);
  const [sharedTo, setSharedTo] = useState<number | undefined>(undefined);
  const closeButton = useRef<HTMLButtonElement>(null);

  // After the share the form goes away: the close button takes focus, the message is spoken.
  useEffect(() => {
    if (sharedTo !== undefined) closeButton.current?.focus();
  }, [sharedTo]);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={labels.title}
      description={labels.description}
      closeLabel={labels.close}
      actions={
        sharedTo === undefined ? (
          <>
            <Button
              type="submit"
              form={formId}
              loading={form.formState.isSubmitting}
              loadingLabel={labels.submitting}
            >
              {labels.submit}
            </Button>
            <DialogClose>
              <Button variant="secondary">{labels.cancel}</Button>
            </DialogClose>
          </>
        ) : (
          <DialogClose>
            <Button ref={closeButton}>{labels.close}</Button>
          </DialogClose>
        )
      }
    >
      {sharedTo === undefined ? (
        <Form
          id={formId}
          form={form}
          onSubmit={async (values) => {
            const refusal = await onShare({
              emails: values.emails,
              captchaToken: values.captchaToken,
            });
            if (refusal) {
              // The server has spent the token either way: the person checks again.
              captchaField.current?.reset();
              form.setServerError('root', refusal);
              return;
            }
            setSharedTo(values.emails.length);
          }}
          errorSummaryTitle={labels.errorSummaryTitle}
          errorPrefix={labels.errorPrefix}
          className="gap-5"
        >
          <FormField<ShareBillInput>
            name="emails"
            label={labels.emails}
            hint={labels.emailsHint}
            required
          >
            {(control) => (
              <TextArea {...control} rows={4} dir="auto" autoComplete="off" spellCheck={false} />
            )}
          </FormField>
          <CaptchaField<ShareBillInput>
            name="captchaToken"
            provider={captcha}
            label={labels.captcha}
            controlRef={captchaField}
          />
        </Form>
      ) : (
        <Alert tone="success" toneLabel={labels.successTone} title={labels.success} announce>
          {labels.sentTo(sharedTo)}
        </Alert>
      )}
    </Dialog>
  );
}
