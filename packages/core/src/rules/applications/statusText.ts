import type { Application } from './application';
import { isActionRequired, isClosedApplication, isDelayedApplication } from './applicationState';

/**
 * What the status line of an application says (spec 000 §4). `description` is the backend's own
 * text (already localised); every other kind carries the message key the UI translates.
 */
export type ApplicationStatusText =
  | { readonly kind: 'journey'; readonly messageKey: 'application.status.multipleServices' }
  | { readonly kind: 'description'; readonly text: string }
  | { readonly kind: 'actionRequired'; readonly messageKey: 'application.status.actionRequired' }
  | { readonly kind: 'delayed'; readonly messageKey: 'application.status.delayed' }
  | {
      readonly kind: 'estimated';
      readonly messageKey: 'application.status.estimated';
      readonly slaDate: Date;
    }
  | { readonly kind: 'missing'; readonly messageKey: 'application.status.notAvailable' };

/**
 * The status text decision (spec 000 §4, §8), first match wins:
 * journey → "multiple services"; closed → the status description; action required; delayed;
 * otherwise "Estimated" plus the SLA date; and when the text to show is missing (a closed item
 * without a description, or an open one without an SLA date) → the replacement label.
 * Choice: a journey is checked first because its own status describes only one of its services.
 */
export function statusTextOf(
  application: Pick<
    Application,
    'kind' | 'statusCode' | 'masterStatusId' | 'statusDescription' | 'slaDate'
  >,
  now: Date | number,
): ApplicationStatusText {
  if (application?.kind === 'journey')
    return { kind: 'journey', messageKey: 'application.status.multipleServices' };
  if (isClosedApplication(application)) {
    const description = application.statusDescription;
    return description === undefined
      ? { kind: 'missing', messageKey: 'application.status.notAvailable' }
      : { kind: 'description', text: description };
  }
  if (isActionRequired(application))
    return { kind: 'actionRequired', messageKey: 'application.status.actionRequired' };
  if (isDelayedApplication(application, now))
    return { kind: 'delayed', messageKey: 'application.status.delayed' };
  if (!(application?.slaDate instanceof Date))
    return { kind: 'missing', messageKey: 'application.status.notAvailable' };
  return {
    kind: 'estimated',
    messageKey: 'application.status.estimated',
    slaDate: application.slaDate,
  };
}
