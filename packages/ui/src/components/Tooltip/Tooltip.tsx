import { Direction, Tooltip as RadixTooltip } from 'radix-ui';
import type { ComponentPropsWithRef, ReactElement, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface TooltipProps extends Omit<
  ComponentPropsWithRef<typeof RadixTooltip.Content>,
  'content' | 'children'
> {
  /**
   * The supplementary words, translated. They become the trigger's description
   * (`aria-describedby`), never its name: the trigger must already have a name of its own (visible
   * text or `aria-label`).
   */
  readonly content: ReactNode;
  /** One focusable element with its own accessible name. */
  readonly children: ReactElement;
  /** Controlled open state; pair with `onOpenChange`. */
  readonly open?: boolean;
  /** Open state of an uncontrolled tooltip when it first renders. */
  readonly defaultOpen?: boolean;
  /** Called when hover, focus, Escape or a press opens or closes it. */
  readonly onOpenChange?: (open: boolean) => void;
  /** Milliseconds of hover before it opens; keyboard focus opens it at once. */
  readonly delayDuration?: number;
}

/**
 * A short hint beside a control, for the few who need it: it opens on hover (after
 * `delayDuration`) and at once on keyboard focus, stays while the pointer moves onto it, and
 * closes on Escape, blur or pointer leave (WCAG 1.4.13). Supplementary only: a screen reader hears it
 * as the control's description, and a touch screen may never show it, so nothing essential belongs
 * here. Carries its own provider, so it works anywhere without setup. Props not listed (`side`,
 * `align`, `id`, `ref`…) go to the tooltip bubble.
 */
export function Tooltip({
  content,
  children,
  open,
  defaultOpen,
  onOpenChange,
  delayDuration = 300,
  className,
  sideOffset = 6,
  collisionPadding = 8,
  ...props
}: TooltipProps) {
  const dir = Direction.useDirection();
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            dir={dir}
            data-slot="tooltip"
            sideOffset={sideOffset}
            collisionPadding={collisionPadding}
            className={cn(
              'z-50 max-w-[min(20rem,var(--radix-tooltip-content-available-width))] rounded-control',
              'bg-ink px-3 py-1.5 text-caption text-canvas shadow-overlay wrap-anywhere',
              className,
            )}
            {...props}
          >
            {content}
            <RadixTooltip.Arrow className="fill-ink" width={12} height={6} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
