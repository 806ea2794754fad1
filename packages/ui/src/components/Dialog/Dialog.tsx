import { cva, type VariantProps } from 'class-variance-authority';
import { Dialog as RadixDialog, Direction } from 'radix-ui';
import type { ComponentPropsWithRef, ReactElement, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { OverlayCloseButton } from './OverlayCloseButton';
import {
  modalBackdropClasses,
  modalSurfaceClasses,
  overlayBodyClasses,
  overlayDescriptionClasses,
  overlayTitleClasses,
} from './overlayStyles';
import { useReturnFocus } from './useReturnFocus';
import { useScrollableRegion } from './useScrollableRegion';

const dialogVariants = /* @__PURE__ */ cva(modalSurfaceClasses, {
  variants: {
    size: {
      // 420 px: the spec's modal maximum (spec 001 §2 Modals, §9).
      md: 'max-w-modal',
      // For content that needs room (a mini-app, a table); still 1 rem from the edges on a phone.
      lg: 'max-w-2xl',
    },
  },
  defaultVariants: { size: 'md' },
});

export interface DialogProps
  extends
    Omit<ComponentPropsWithRef<typeof RadixDialog.Content>, 'title' | 'children'>,
    VariantProps<typeof dialogVariants> {
  /** Controlled open state; pair with `onOpenChange`. */
  readonly open?: boolean;
  /** Open state of an uncontrolled dialog when it first renders. */
  readonly defaultOpen?: boolean;
  /** Called with `false` on Escape, a click on the dimmed page or the close button, `true` on the trigger. */
  readonly onOpenChange?: (open: boolean) => void;
  /**
   * The element that opens the dialog (usually a `Button`). Optional: a dialog the program opens
   * (controlled `open`) needs none, and focus still returns to whatever had it before.
   */
  readonly trigger?: ReactElement;
  /** The heading, translated; it names the dialog. */
  readonly title: ReactNode;
  /** Supporting text under the title; it describes the dialog (`aria-describedby`). */
  readonly description?: ReactNode;
  /** Accessible name of the "×" button, translated ("Close" / "إغلاق"). Default: the `UiProvider`'s word. */
  readonly closeLabel?: string;
  /** The footer's buttons; wrap the ones that only close in `DialogClose`. */
  readonly actions?: ReactNode;
  /** The body; it scrolls inside the dialog when the viewport is short. */
  readonly children?: ReactNode;
}

/**
 * A modal dialog (spec 001 §2 Modals): title, optional description, a body that scrolls inside at
 * small heights, footer actions and a close button. 420 px wide at most (`size="lg"` for wider
 * content), 1 rem from the edges at 320 px. Focus moves in on open (to the first field or button,
 * the close button last), is trapped while open and returns to the opener on close. Escape and a
 * click on the dimmed page close it. Props not listed here (`id`, `aria-*`, `data-*`, handlers such
 * as `onEscapeKeyDown`, `ref`) go to the dialog element.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  closeLabel,
  actions,
  children,
  size,
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogProps) {
  const dir = Direction.useDirection();
  const returnFocus = useReturnFocus(onOpenAutoFocus, onCloseAutoFocus);
  const [attachBody, bodyTabIndex] = useScrollableRegion();
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay data-slot="dialog-backdrop" className={modalBackdropClasses} />
        <RadixDialog.Content
          // Portalled to <body>: carry the direction so the content mirrors even when only the
          // provider (not the document) says rtl.
          dir={dir}
          data-slot="dialog"
          className={cn(dialogVariants({ size }), className)}
          {...returnFocus}
          {...props}
        >
          {/* pe-16 leaves room for the close button at the inline end. */}
          <div
            data-slot="dialog-header"
            className={cn(
              'flex shrink-0 flex-col gap-2 ps-6 pe-16 pt-6',
              children === undefined && actions === undefined && 'pb-6',
            )}
          >
            <RadixDialog.Title className={overlayTitleClasses}>{title}</RadixDialog.Title>
            {description !== undefined && (
              <RadixDialog.Description className={overlayDescriptionClasses}>
                {description}
              </RadixDialog.Description>
            )}
          </div>
          {children !== undefined && (
            <div
              ref={attachBody}
              tabIndex={bodyTabIndex}
              data-slot="dialog-body"
              className={cn(overlayBodyClasses, 'px-6 pt-4', actions === undefined && 'pb-6')}
            >
              {children}
            </div>
          )}
          {actions !== undefined && (
            <div
              data-slot="dialog-footer"
              className="flex shrink-0 flex-wrap items-center justify-end gap-3 px-6 pt-4 pb-6"
            >
              {actions}
            </div>
          )}
          {/* Last in the DOM so focus starts on the content, placed visually at the top end. */}
          <RadixDialog.Close asChild>
            <OverlayCloseButton label={closeLabel} className="absolute top-3 end-3" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
