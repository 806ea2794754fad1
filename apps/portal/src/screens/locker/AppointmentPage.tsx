import { appointmentByIdCall, getAppointmentById } from '@portal/core/api/applications';
import { isPortalError } from '@portal/core/client';
import {
  AppointmentDetails,
  appointmentDetailsLabelsOf,
  appointmentDetailsOf,
  Link,
} from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { appClientsFor } from '../../platform/api/appClients';
import { portalQuery } from '../../platform/api/portalQuery';
import { MEETING_ORIGINS } from '../../platform/config/trustedOrigins';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { LockerFrame } from './LockerFrame';
import { queryStateOf } from '../../shell/dataState/queryState';
import { RouterAnchor } from '../../shell/links/RouterAnchor';
import { usePageParams } from '../../platform/pages/usePageParams';
import { pagePath } from '../../platform/pages/pagePath';

/**
 * An appointment's details (SCREENS.md S3.4): date and time (dd MMMM yyyy, 12-hour clock, Arabic
 * months in Arabic), channel, and the meeting link (only one that passed core's `safeUrl` against
 * {@link MEETING_ORIGINS}) or the address; core's "mandatory data missing" as a warning. An
 * appointment the server does not know (404) reads as "not found" with the way back to My locker.
 */
export function AppointmentPage() {
  const locale = usePageLocale();
  const t = useMessages('locker', 'common');
  const { client } = appClientsFor(locale);
  const { appointmentId } = usePageParams('lockerAppointment');
  const appointment = useQuery(
    portalQuery(appointmentByIdCall, client, appointmentId, getAppointmentById),
  );
  const notFound = isPortalError(appointment.error) && appointment.error.status === 404;

  const state = notFound
    ? ({ status: 'ready', data: undefined } as const)
    : queryStateOf(
        appointment,
        t('something.wentWrong'),
        (answer) =>
          answer &&
          appointmentDetailsOf(answer, t, locale, {
            origin: window.location.origin,
            allowedOrigins: MEETING_ORIGINS,
          }),
      );

  return (
    <LockerFrame title={t('appointment.title')}>
      <AppointmentDetails
        state={state}
        labels={appointmentDetailsLabelsOf(t)}
        emptyAction={
          <Link asChild variant="standalone">
            <RouterAnchor href={pagePath(locale, 'locker')}>
              {t('locker.backToLocker')}
            </RouterAnchor>
          </Link>
        }
      />
    </LockerFrame>
  );
}
