import { Toast as ToastPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { feedbackToneClasses, feedbackToneIcon, type FeedbackTone } from '../Alert/feedbackTone';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { useComponentWords } from '../../provider/componentWords';

/** The one action a toast may offer ("Undo", "View"). */
export interface ToastAction {
  /** The button's words. */
  readonly label: string;
  /**
   * Translated words telling screen-reader users another way to do the same thing, since the toast
   * may be gone before they reach it ("Undo from the drafts list"). Radix reads it in the
   * announcement instead of the button.
   */
  readonly altText: string;
  readonly onClick: () => void;
}

export interface ToastProps extends Omit<
  ComponentPropsWithRef<typeof ToastPrimitive.Root>,
  'type' | 'title' | 'children' | 'asChild'
> {
  /** info (default), success, warning or error: the edge colour and the icon's shape. */
  readonly tone?: FeedbackTone;
  /** A short title ("Draft discarded"). */
  readonly title?: ReactNode;
  /** Translated name of the tone, read before the message and not shown ("Error"). */
  readonly toneLabel?: string;
  /** The message. */
  readonly children?: ReactNode;
  /** The close button's accessible name, translated ("Close", "إغلاق"). Default: the `UiProvider`'s word. */
  readonly closeLabel?: string;
  /**
   * How it is announced: `polite` (default) waits for the reader to pause; `assertive` interrupts,
   * for a failure of what the person just did.
   */
  readonly politeness?: 'polite' | 'assertive';
  /** One optional action, which also closes the toast. */
  readonly action?: ToastAction;
}

/**
 * One toast, inside a `ToastProvider`. Controlled (`open`, `onOpenChange`) or not (`defaultOpen`),
 * like any Radix part; most code shows toasts with `useToast()` instead. Closes after the
 * provider's or its own `duration` (the timer pauses while hovered or focused), by its close
 * button, by Escape, or by a swipe towards the inline end.
 */
export function Toast({
  tone = 'info',
  title,
  toneLabel,
  children,
  closeLabel,
  politeness = 'polite',
  action,
  className,
  ...props
}: ToastProps) {
  const words = useComponentWords();
  const Icon = feedbackToneIcon[tone];
  const colours = feedbackToneClasses[tone];
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-tone={tone}
      type={politeness === 'assertive' ? 'foreground' : 'background'}
      className={cn(
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-card border border-s-4 bg-surface-raised p-4 text-body text-ink shadow-overlay',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        // Follows the finger while swiped, springs back when let go early.
        'data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)',
        colours.edge,
        className,
      )}
      {...props}
    >
      <Icon
        aria-hidden="true"
        focusable="false"
        className={cn('mt-0.5 size-5 shrink-0', colours.strong)}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1 wrap-break-word">
        {title !== undefined && (
          <ToastPrimitive.Title data-slot="toast-title" className="font-semibold">
            {toneLabel && <span className="sr-only">{toneLabel}: </span>}
            {title}
          </ToastPrimitive.Title>
        )}
        {children !== undefined && (
          <ToastPrimitive.Description data-slot="toast-description" className="text-ink-muted">
            {title === undefined && toneLabel && <span className="sr-only">{toneLabel}: </span>}
            {children}
          </ToastPrimitive.Description>
        )}
        {action && (
          <ToastPrimitive.Action altText={action.altText} asChild>
            <Button
              size="sm"
              variant="secondary"
              className="mt-2 self-start"
              onClick={action.onClick}
            >
              {action.label}
            </Button>
          </ToastPrimitive.Action>
        )}
      </div>
      <ToastPrimitive.Close asChild>
        <IconButton
          size="sm"
          label={closeLabel ?? words.close}
          icon={<X />}
          className="-me-2 -mt-2"
        />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
