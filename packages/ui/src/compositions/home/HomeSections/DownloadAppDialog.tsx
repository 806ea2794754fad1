import { Button } from '../../../components/Button';
import { Dialog, DialogClose } from '../../../components/Dialog';

export interface DownloadAppDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly labels: {
    readonly title: string;
    readonly description: string;
    readonly ok: string;
    readonly close: string;
  };
}

/** The download-app popup (SCREENS.md S4.6): a favourite that exists only in the app; OK closes. */
export function DownloadAppDialog({ open, onOpenChange, labels }: DownloadAppDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={labels.title}
      description={labels.description}
      closeLabel={labels.close}
      actions={
        <DialogClose>
          <Button>{labels.ok}</Button>
        </DialogClose>
      }
    />
  );
}
