import { renamedNicknameSchema } from '@portal/core';
import { useId, type ReactNode } from 'react';
import * as z from 'zod/mini';
import { Button } from '../../../components/Button';
import { Dialog, DialogClose, type DialogProps } from '../../../components/Dialog';
import {
  Form,
  FormTextField,
  usePortalForm,
  type TranslateMessage,
} from '../../../components/Form';

/** Words of the dialog, translated by the caller. */
export interface NicknameDialogLabels {
  readonly nickname: ReactNode;
  readonly nicknameHint: ReactNode;
  readonly save: string;
  readonly saving: string;
  readonly cancel: string;
  /** Accessible name of the "×" button. */
  readonly close: string;
  readonly errorSummaryTitle: ReactNode;
  readonly errorPrefix: string;
}

export interface NicknameDialogProps extends Omit<
  DialogProps,
  | 'open'
  | 'onOpenChange'
  | 'title'
  | 'closeLabel'
  | 'actions'
  | 'children'
  | 'trigger'
  | 'defaultOpen'
  | 'translate'
  | 'onSubmit'
> {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** "Edit the nickname of Summer house"; it names the dialog. */
  readonly title: ReactNode;
  /** The nickname the field starts with; remount with a new `key` to start again. */
  readonly defaultNickname?: string;
  readonly labels: NicknameDialogLabels;
  /** Turns core's message keys (`form.error.specialCharacters`) into words. */
  readonly translate: TranslateMessage;
  /**
   * Saves the new nickname (the app's `updateNickname`); answers the server's refusal in words, or
   * nothing once saved (the caller then closes the dialog). A refusal shows on the field and in the
   * summary, which takes focus; what was typed stays.
   */
  readonly onSave: (nickname: string) => Promise<string | void> | string | void;
}

/** The schema of the form: core's rule for a new nickname (required, 3–30, no symbols or colons). */
const nicknameFormSchema = z.object({ nickname: renamedNicknameSchema() });

type NicknameInput = { nickname: string };

/**
 * Renames a linked account (SCREENS.md S5.3, spec 000 §5): one nickname field with core's rule,
 * checked on submit; failures and the server's refusal go to the error summary, which takes focus,
 * and what was typed stays. Save sits in the footer (tied to the form by its id) with Cancel.
 * Props not listed (`id`, `aria-*`, `className`, `style`) go to the dialog element.
 */
export function NicknameDialog({
  open,
  onOpenChange,
  title,
  defaultNickname,
  labels,
  translate,
  onSave,
  ...props
}: NicknameDialogProps) {
  const formId = useId();
  const form = usePortalForm({
    schema: nicknameFormSchema,
    defaultValues: { nickname: defaultNickname ?? '' } satisfies NicknameInput,
    translate,
  });
  const saving = form.formState.isSubmitting;
  const actions = (
    <>
      <DialogClose>
        <Button variant="secondary">{labels.cancel}</Button>
      </DialogClose>
      <Button type="submit" form={formId} loading={saving} loadingLabel={labels.saving}>
        {labels.save}
      </Button>
    </>
  );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={labels.close}
      actions={actions}
      {...props}
    >
      <Form
        id={formId}
        form={form}
        onSubmit={async (values) => {
          const refusal = await onSave(values.nickname);
          if (refusal) form.setServerError('nickname', refusal);
        }}
        errorSummaryTitle={labels.errorSummaryTitle}
        errorPrefix={labels.errorPrefix}
        className="gap-4"
      >
        <FormTextField<NicknameInput>
          name="nickname"
          label={labels.nickname}
          hint={labels.nicknameHint}
          required
          autoComplete="off"
        />
      </Form>
    </Dialog>
  );
}
