import { formatBadgeCount } from '@portal/core';
import { cva, type VariantProps } from 'class-variance-authority';
import { Bell } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';
import { useComponentWords } from '../../provider/componentWords';

const bellVariants = /* @__PURE__ */ cva(
  [
    'relative inline-flex shrink-0 items-center justify-center rounded-pill text-ink',
    'transition-colors hover:bg-surface',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:opacity-50',
  ],
  {
    variants: {
      size: {
        md: 'size-11 [&_svg]:size-5',
        lg: 'size-12 [&_svg]:size-6',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface NotificationBellProps
  extends
    Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'>,
    VariantProps<typeof bellVariants> {
  /** Unread notifications; `undefined` while loading. 0 shows no badge. */
  readonly count: number | undefined;
  /**
   * The button's accessible name, translated and including the count, e.g.
   * "Notifications, 3 unread" / "الإشعارات، 3 غير مقروءة". The badge itself is hidden from assistive
   * technology, so this is the only place the count is spoken. Default: the `UiProvider`'s words
   * for `count`.
   */
  readonly label?: string;
}

/**
 * The header's notifications button with its unread badge (spec 001 §2 Header). The badge sits at the
 * inline end, so it mirrors in Arabic.
 */
export function NotificationBell({
  count,
  label,
  size,
  className,
  type = 'button',
  ...props
}: NotificationBellProps) {
  const words = useComponentWords();
  const badge = count === undefined ? undefined : formatBadgeCount(count);
  return (
    <button
      type={type}
      aria-label={label ?? words.notifications(count)}
      data-slot="notification-bell"
      className={cn(bellVariants({ size }), className)}
      {...props}
    >
      <Bell aria-hidden="true" focusable="false" />
      {badge !== undefined && (
        <span
          aria-hidden="true"
          data-slot="notification-bell-badge"
          className="absolute -top-0.5 -end-0.5 min-w-5 rounded-pill bg-badge px-1 text-center text-caption font-semibold text-on-badge tabular-nums"
        >
          {badge}
        </span>
      )}
    </button>
  );
}
