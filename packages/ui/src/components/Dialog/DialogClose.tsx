import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactElement } from 'react';

export interface DialogCloseProps {
  /** One element, usually a `Button` ("Cancel"), that closes the dialog when pressed. */
  readonly children: ReactElement;
}

/**
 * Makes a footer button close its `Dialog` (it keeps its own look, name and `onClick`; calling
 * `event.preventDefault()` in that `onClick` keeps the dialog open).
 */
export function DialogClose({ children }: DialogCloseProps) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
