import { useId, type FormEventHandler, type ReactNode, type Ref } from 'react';
import { Button } from '../../components/Button';
import { Dialog, DialogClose } from '../../components/Dialog';

export interface WalletDialogFormProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: ReactNode;
  /** Accessible name of the dialog's "×" button. */
  readonly closeLabel: string;
  /** The submit button's words ("Save", "Change wallet"). */
  readonly submitLabel: string;
  /** Read while the request is under way ("Saving…"). */
  readonly submittingLabel: string;
  /** The button that only closes ("Cancel"). */
  readonly cancelLabel: string;
  /** The request is under way: the submit button shows it and refuses presses. */
  readonly submitting: boolean;
  readonly onSubmit: FormEventHandler<HTMLFormElement>;
  readonly formRef?: Ref<HTMLFormElement>;
  /** The fields, the error summary and the server's refusal. */
  readonly children: ReactNode;
}

/**
 * A wallet form in a dialog: the `<form noValidate>` is the body, and the footer holds its submit
 * button (tied to it by `form=`) then a cancel button that only closes. Shared by the add-card,
 * wallet and change-wallet dialogs.
 * @internal
 */
export function WalletDialogForm({
  open,
  onOpenChange,
  title,
  closeLabel,
  submitLabel,
  submittingLabel,
  cancelLabel,
  submitting,
  onSubmit,
  formRef,
  children,
}: WalletDialogFormProps) {
  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={closeLabel}
      actions={
        <>
          <Button type="submit" form={formId} loading={submitting} loadingLabel={submittingLabel}>
            {submitLabel}
          </Button>
          <DialogClose>
            <Button variant="secondary">{cancelLabel}</Button>
          </DialogClose>
        </>
      }
    >
      <form
        ref={formRef}
        id={formId}
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
      >
        {children}
      </form>
    </Dialog>
  );
}
