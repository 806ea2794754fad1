import type { StatusBarColor } from '@portal/core';
import { cva } from 'class-variance-authority';
import { CircleCheck, CircleAlert, CircleMinus, TriangleAlert } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../../lib/cn';

const statusTagVariants = /* @__PURE__ */ cva(
  [
    'inline-flex max-w-full items-center gap-1.5 rounded-pill border px-2.5 py-0.5',
    'text-caption font-semibold break-words',
    '[&_svg]:size-3.5 [&_svg]:shrink-0',
  ],
  {
    variants: {
      // Quiet background with the status text colour (>= 4.5:1 on it in both themes) and a line.
      tone: {
        neutral: 'border-status-neutral-line bg-status-neutral-subtle text-status-neutral-text',
        attention:
          'border-status-attention-line bg-status-attention-subtle text-status-attention-text',
        success: 'border-status-success-line bg-status-success-subtle text-status-success-text',
        danger: 'border-status-danger-line bg-status-danger-subtle text-status-danger-text',
      },
    },
  },
);

/** A different shape per tone, so the tone is not told by colour alone even before the words. */
const TONE_ICONS = {
  neutral: CircleMinus,
  attention: CircleAlert,
  success: CircleCheck,
  danger: TriangleAlert,
} as const satisfies Record<StatusBarColor, unknown>;

export interface StatusTagProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The status tone core computed (`statusBarColorOf`): neutral, attention, success or danger. */
  readonly tone: StatusBarColor;
  /** The status in words, translated ("In progress", "Action required"). Always shown. */
  readonly children: ReactNode;
  /**
   * The mark before the words. By default a shape per tone (decorative, hidden from assistive
   * technology); `null` shows none.
   */
  readonly icon?: ReactNode;
}

/**
 * An application's or case's status as a quiet tag: the words always, the tone (from core's status
 * rules, spec 000 §4 and §9) as colour and shape on top.
 */
export function StatusTag({ tone, icon, className, children, ...props }: StatusTagProps) {
  const ToneIcon = TONE_ICONS[tone];
  return (
    <span
      data-slot="status-tag"
      data-tone={tone}
      className={cn(statusTagVariants({ tone }), className)}
      {...props}
    >
      {icon === undefined ? <ToneIcon aria-hidden="true" focusable="false" /> : icon}
      <span>{children}</span>
    </span>
  );
}
