import { daysFrom } from './clock';
import type { Bilingual } from './text';

/** Appointment type codes (spec 000 §3). Which code means which channel is not shown; see {@link seedAppointments}. */
export type AppointmentType = 200000030 | 200000040 | 200000050 | 200000060;

/** An appointment (spec 000 §3). */
export interface Appointment {
  readonly AppointmentID: string;
  readonly AppointmentType: AppointmentType;
  readonly AppointmentChannelDescription: Bilingual;
  readonly Address: Bilingual | undefined;
  readonly OnlineMeetingURL: string | undefined;
  readonly AppointmentLocation: string | undefined;
  readonly AppointmentStartDateTime: string;
  readonly ApplicationID: string;
  readonly Subject: Bilingual;
}

const ONLINE = { en: 'Online', ar: 'عبر الإنترنت' };
const OFFLINE = { en: 'In person', ar: 'حضوري' };
const BOTH = { en: 'Online or in person', ar: 'عبر الإنترنت أو حضوري' };
const ADDRESS = {
  en: 'Customer Happiness Centre, Al Khalidiyah, Abu Dhabi',
  ar: 'مركز سعادة المتعاملين، الخالدية، أبوظبي',
};

/**
 * The journey stages (jr-0001, seeded by `seedApplications`) that have an appointment: stage 2 an
 * online one with a meeting link, stage 3 an online one whose link is missing (mandatory data
 * missing), stage 4 an online one whose link is on a site the portal does not list. Their
 * application ids follow the seeding order of the locker items.
 */
export const JOURNEY_STAGE_APPOINTMENTS = {
  withMeetingLink: { appointmentId: 'apt-006', applicationId: 'app-0020' },
  withoutMandatoryData: { appointmentId: 'apt-007', applicationId: 'app-0021' },
  withUnlistedMeetingLink: { appointmentId: 'apt-008', applicationId: 'app-0022' },
} as const;

/**
 * The meeting link of the stage 4 appointment: https, on a host under the reserved `.example` top
 * level domain (no real company's), and on none of the meeting sites a portal lists by default.
 */
export const UNLISTED_MEETING_URL = 'https://video.dmt-sandbox.example/join/apt-008';

/**
 * One appointment of each kind (spec 000 §4): online, offline, "both" resolved to online (link
 * present), "both" resolved to offline (location only), and "both" with neither: missing data;
 * then the three of the journey's stages ({@link JOURNEY_STAGE_APPOINTMENTS}). The last, apt-008, is
 * online with a link on a host the portal does not list ({@link UNLISTED_MEETING_URL}): core's
 * `appointmentModeOf` gives it `listed: false` and the app shows the link with a warning to check
 * it (spec 000 §4, issue Q). Without it that state was seen only in unit tests, never by a
 * resident; as stage 4's appointment it is reached from the journey's page like apt-006.
 * Choice: 200000030 online, 200000040 offline, 200000050 both; 200000060 is used for the
 * missing-data case of "both" too, since the spec does not say what it means.
 */
export function seedAppointments(now: Date): Appointment[] {
  const at = (days: number, hour: number) => {
    const date = daysFrom(now, days);
    date.setUTCHours(hour, 0, 0, 0);
    return date.toISOString();
  };
  return [
    {
      AppointmentID: 'apt-001',
      AppointmentType: 200000030,
      AppointmentChannelDescription: ONLINE,
      Address: undefined,
      OnlineMeetingURL: 'https://meet.sandbox.portal.example/apt-001',
      AppointmentLocation: undefined,
      AppointmentStartDateTime: at(2, 6),
      ApplicationID: 'app-0002',
      Subject: { en: 'Trade licence inspection call', ar: 'مكالمة تفتيش الرخصة التجارية' },
    },
    {
      AppointmentID: 'apt-002',
      AppointmentType: 200000040,
      AppointmentChannelDescription: OFFLINE,
      Address: ADDRESS,
      OnlineMeetingURL: undefined,
      AppointmentLocation: '24.4700,54.3400',
      AppointmentStartDateTime: at(5, 9),
      ApplicationID: 'app-0003',
      Subject: { en: 'Medical fitness test', ar: 'فحص اللياقة الطبية' },
    },
    {
      AppointmentID: 'apt-003',
      AppointmentType: 200000050,
      AppointmentChannelDescription: BOTH,
      Address: ADDRESS,
      OnlineMeetingURL: 'https://meet.sandbox.portal.example/apt-003',
      AppointmentLocation: '24.4700,54.3400',
      AppointmentStartDateTime: at(7, 5),
      ApplicationID: 'app-0004',
      Subject: { en: 'Building permit review', ar: 'مراجعة تصريح البناء' },
    },
    {
      AppointmentID: 'apt-004',
      AppointmentType: 200000050,
      AppointmentChannelDescription: BOTH,
      Address: ADDRESS,
      OnlineMeetingURL: undefined,
      AppointmentLocation: '24.4539,54.3773',
      AppointmentStartDateTime: at(9, 8),
      ApplicationID: 'app-0006',
      Subject: { en: 'Document verification', ar: 'التحقق من المستندات' },
    },
    {
      AppointmentID: 'apt-005',
      AppointmentType: 200000060,
      AppointmentChannelDescription: BOTH,
      Address: undefined,
      OnlineMeetingURL: undefined,
      AppointmentLocation: undefined,
      AppointmentStartDateTime: at(12, 7),
      ApplicationID: 'app-0009',
      Subject: { en: 'Follow-up meeting', ar: 'اجتماع متابعة' },
    },
    {
      AppointmentID: JOURNEY_STAGE_APPOINTMENTS.withMeetingLink.appointmentId,
      AppointmentType: 200000030,
      AppointmentChannelDescription: ONLINE,
      Address: undefined,
      OnlineMeetingURL: 'https://meet.sandbox.portal.example/apt-006',
      AppointmentLocation: undefined,
      AppointmentStartDateTime: at(3, 10),
      ApplicationID: JOURNEY_STAGE_APPOINTMENTS.withMeetingLink.applicationId,
      Subject: { en: 'Initial approval interview', ar: 'مقابلة الموافقة المبدئية' },
    },
    {
      AppointmentID: JOURNEY_STAGE_APPOINTMENTS.withoutMandatoryData.appointmentId,
      AppointmentType: 200000030,
      AppointmentChannelDescription: ONLINE,
      Address: undefined,
      // Online, but the link never came: mandatory data is missing (spec 000 §4).
      OnlineMeetingURL: undefined,
      AppointmentLocation: undefined,
      AppointmentStartDateTime: at(15, 11),
      ApplicationID: JOURNEY_STAGE_APPOINTMENTS.withoutMandatoryData.applicationId,
      Subject: { en: 'Lease signing', ar: 'توقيع عقد الإيجار' },
    },
    {
      AppointmentID: JOURNEY_STAGE_APPOINTMENTS.withUnlistedMeetingLink.appointmentId,
      AppointmentType: 200000030,
      AppointmentChannelDescription: ONLINE,
      Address: undefined,
      // Held on the entity's own video service, which no deployment listed (issue Q).
      OnlineMeetingURL: UNLISTED_MEETING_URL,
      AppointmentLocation: undefined,
      AppointmentStartDateTime: at(4, 8),
      ApplicationID: JOURNEY_STAGE_APPOINTMENTS.withUnlistedMeetingLink.applicationId,
      Subject: { en: 'Site visit briefing', ar: 'إحاطة الزيارة الميدانية' },
    },
  ];
}
