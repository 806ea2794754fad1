import { CircleCheck, Info, OctagonAlert, TriangleAlert, type LucideIcon } from 'lucide-react';

/** The four tones of a message: Alert, Toast and StatusMessage share them. */
export type FeedbackTone = 'info' | 'success' | 'warning' | 'error';

/**
 * One icon shape per tone, so the tone is told by shape as well as colour (WCAG 1.4.1): a circle
 * with "i", a circle with a tick, a triangle, an octagon.
 */
export const feedbackToneIcon: Record<FeedbackTone, LucideIcon> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  error: OctagonAlert,
};

/**
 * Quiet fill, edge and strong text of each tone. The `-text` colours keep 4.5:1 on their `-subtle`
 * fills in both themes (theme.css); info has no status hue, so it borrows the brand blue
 * (6:1 on info-subtle in light, 7:1 in dark).
 */
export const feedbackToneClasses: Record<
  FeedbackTone,
  { readonly surface: string; readonly edge: string; readonly strong: string }
> = {
  info: { surface: 'bg-info-subtle', edge: 'border-brand', strong: 'text-brand' },
  success: {
    surface: 'bg-status-success-subtle',
    edge: 'border-status-success-line',
    strong: 'text-status-success-text',
  },
  warning: {
    surface: 'bg-status-attention-subtle',
    edge: 'border-status-attention-line',
    strong: 'text-status-attention-text',
  },
  error: {
    surface: 'bg-status-danger-subtle',
    edge: 'border-status-danger-line',
    strong: 'text-status-danger-text',
  },
};
