import type { Application } from './application';
import { isDelayedApplication } from './applicationState';

/**
 * Semantic colour of an application's status bar. The UI maps each to its theme colour; the spec's
 * light-theme values are neutral #888888, attention #FF861B, success #51B53F, danger #B21D38
 * (spec 000 §9).
 */
export type StatusBarColor = 'neutral' | 'attention' | 'success' | 'danger';

/**
 * Bar colour (spec 000 §4): codes 5, 7, 8 neutral (grey); 2 attention (orange); 4 success (green);
 * otherwise danger (red) when delayed, else success (green). Closed codes are never red.
 */
export function statusBarColorOf(
  application: Pick<Application, 'statusCode' | 'slaDate'>,
  now: Date | number,
): StatusBarColor {
  switch (application?.statusCode) {
    case 5:
    case 7:
    case 8:
      return 'neutral';
    case 2:
      return 'attention';
    case 4:
      return 'success';
    default:
      return isDelayedApplication(application, now) ? 'danger' : 'success';
  }
}
