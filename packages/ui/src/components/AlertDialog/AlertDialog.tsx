import { AlertDialog as RadixAlertDialog, Direction } from 'radix-ui';
import {
  useRef,
  type ComponentPropsWithRef,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import { cn } from '../../lib/cn';
import { Button, type ButtonProps } from '../Button';
import { OverlayCloseButton } from '../Dialog/OverlayCloseButton';
import {
  modalBackdropClasses,
  modalSurfaceClasses,
  overlayBodyClasses,
  overlayDescriptionClasses,
  overlayTitleClasses,
} from '../Dialog/overlayStyles';
import { useReturnFocus } from '../Dialog/useReturnFocus';
import { useScrollableRegion } from '../Dialog/useScrollableRegion';

/**
 * One of the stacked buttons. Pressing it closes the dialog after its `onClick`, unless that
 * `onClick` calls `event.preventDefault()` (an action that must wait for the server) or the button
 * is `loading`.
 */
export interface AlertDialogActionProps extends Omit<
  ButtonProps,
  'children' | 'fullWidth' | 'asChild' | 'size'
> {
  /** The button's words, translated ("Sign out", "Continue"). */
  readonly label: ReactNode;
}

interface AlertDialogBaseProps extends Omit<
  ComponentPropsWithRef<typeof RadixAlertDialog.Content>,
  'title' | 'children'
> {
  /** Controlled open state; pair with `onOpenChange`. */
  readonly open?: boolean;
  /** Open state of an uncontrolled dialog when it first renders. */
  readonly defaultOpen?: boolean;
  /** Called with `false` when an action (or, if dismissible, Escape or ×) closes the dialog. */
  readonly onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog; a dialog the program opens (the lock warning) needs none. */
  readonly trigger?: ReactElement;
  /** A decorative icon above the title (a warning sign); pass it `aria-hidden`. */
  readonly icon?: ReactNode;
  /** The heading, translated; it names the dialog. */
  readonly title: ReactNode;
  /** What is at stake, translated; it describes the dialog (`aria-describedby`). */
  readonly description?: ReactNode;
  /** More content between the description and the buttons (a countdown, say). */
  readonly children?: ReactNode;
  /** The first, full-width button: `variant` defaults to `primary` (`danger` for destruction). */
  readonly primaryAction: AlertDialogActionProps;
  /** The second button, under the first: `variant` defaults to `secondary`. */
  readonly secondaryAction?: AlertDialogActionProps;
  /** Which action receives focus when the dialog opens; the first by default. */
  readonly initialFocus?: 'primary' | 'secondary';
}

/** Escape closes the dialog; a "×" with this translated name is shown when given. */
interface DismissibleProps {
  readonly dismissible?: true;
  /** Accessible name of an optional "×" button ("Close" / "إغلاق"). */
  readonly closeLabel?: string;
}

/**
 * Only an action closes the dialog: Escape does nothing and there is no "×" (the session lock
 * warning, SCREENS S4.1).
 */
interface UndismissibleProps {
  readonly dismissible: false;
  readonly closeLabel?: never;
}

export type AlertDialogProps = AlertDialogBaseProps & (DismissibleProps | UndismissibleProps);

/**
 * A modal that asks for a decision (spec 001 §2 Modals, §9): 420 px wide at most, its buttons
 * stacked full width with the primary first. Focus moves to the first action (or
 * `initialFocus`), is trapped, and returns on close to whatever had it before, even when the program
 * opened the dialog. A click outside never closes it (an alert dialog needs an answer); Escape does,
 * unless `dismissible={false}`. Props not listed (`id`, `aria-*`, `data-*`, `ref`…) go to the
 * dialog element.
 */
export function AlertDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  icon,
  title,
  description,
  children,
  primaryAction,
  secondaryAction,
  initialFocus = 'primary',
  dismissible = true,
  closeLabel,
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onEscapeKeyDown,
  ...props
}: AlertDialogProps) {
  const dir = Direction.useDirection();
  const primaryRef = useRef<HTMLButtonElement>(null);
  const secondaryRef = useRef<HTMLButtonElement>(null);
  const [attachBody, bodyTabIndex] = useScrollableRegion();
  const focusChosenAction = (event: Event) => {
    onOpenAutoFocus?.(event);
    if (event.defaultPrevented) return;
    // Radix would focus a Cancel part; this dialog has actions only, so it picks one itself.
    event.preventDefault();
    const target = initialFocus === 'secondary' ? secondaryRef.current : primaryRef.current;
    (target ?? primaryRef.current)?.focus({ preventScroll: true });
  };
  const returnFocus = useReturnFocus(focusChosenAction, onCloseAutoFocus);
  const refuseEscapeWhenUndismissible = (event: KeyboardEvent) => {
    onEscapeKeyDown?.(event);
    if (!dismissible) event.preventDefault();
  };
  const showClose = dismissible && closeLabel !== undefined;
  return (
    <RadixAlertDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixAlertDialog.Trigger asChild>{trigger}</RadixAlertDialog.Trigger>}
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay
          data-slot="alert-dialog-backdrop"
          className={modalBackdropClasses}
        />
        <RadixAlertDialog.Content
          dir={dir}
          data-slot="alert-dialog"
          data-dismissible={dismissible}
          className={cn(modalSurfaceClasses, 'max-w-modal', className)}
          {...returnFocus}
          onEscapeKeyDown={refuseEscapeWhenUndismissible}
          {...props}
        >
          <div
            data-slot="alert-dialog-header"
            className={cn('flex shrink-0 flex-col gap-2 px-6 pt-6', showClose && 'pe-16')}
          >
            {icon !== undefined && (
              <span
                data-slot="alert-dialog-icon"
                className="inline-flex text-status-attention-line [&_svg]:inline-8 [&_svg]:block-8"
              >
                {icon}
              </span>
            )}
            <RadixAlertDialog.Title className={overlayTitleClasses}>{title}</RadixAlertDialog.Title>
            {description !== undefined && (
              <RadixAlertDialog.Description className={overlayDescriptionClasses}>
                {description}
              </RadixAlertDialog.Description>
            )}
          </div>
          {children !== undefined && (
            <div
              ref={attachBody}
              tabIndex={bodyTabIndex}
              data-slot="alert-dialog-body"
              className={cn(overlayBodyClasses, 'px-6 pt-4')}
            >
              {children}
            </div>
          )}
          <div
            data-slot="alert-dialog-actions"
            className="flex shrink-0 flex-col gap-3 px-6 pt-6 pb-6"
          >
            <AlertDialogActionButton focusRef={primaryRef} variant="primary" {...primaryAction} />
            {secondaryAction && (
              <AlertDialogActionButton
                focusRef={secondaryRef}
                variant="secondary"
                {...secondaryAction}
              />
            )}
          </div>
          {showClose && (
            <RadixAlertDialog.Cancel asChild>
              <OverlayCloseButton label={closeLabel} className="absolute top-3 end-3" />
            </RadixAlertDialog.Cancel>
          )}
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}

function AlertDialogActionButton({
  label,
  ref,
  focusRef,
  ...buttonProps
}: AlertDialogActionProps & { readonly focusRef: RefObject<HTMLButtonElement | null> }) {
  // The dialog needs the element for initial focus; the caller may hold a ref to it as well.
  const setRefs = (element: HTMLButtonElement | null) => {
    focusRef.current = element;
    if (typeof ref === 'function') return ref(element);
    if (ref) ref.current = element;
    return undefined;
  };
  return (
    <RadixAlertDialog.Action asChild>
      <Button ref={setRefs} fullWidth data-slot="alert-dialog-action" {...buttonProps}>
        {label}
      </Button>
    </RadixAlertDialog.Action>
  );
}
