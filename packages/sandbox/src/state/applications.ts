import { ACTION_REQUIRED_MASTER_STATUS_ID, CLOSED_APPLICATION_STATUS_CODES } from '@portal/core';
import { daysFrom } from './clock';
import type { Random } from './random';
import type { Bilingual } from './text';

/** Master status id that means "action required", as the number the wire carries (core's rule). */
const ACTION_REQUIRED_STATUS_ID = Number(ACTION_REQUIRED_MASTER_STATUS_ID);

/** Status codes 1–8 with their descriptions (spec 000 §4). */
export const APPLICATION_STATUSES: Readonly<Record<number, Bilingual>> = {
  1: { en: 'Initiated', ar: 'تم البدء' },
  2: { en: 'Awaiting your action', ar: 'بانتظار إجراء منك' },
  3: { en: 'In progress', ar: 'قيد التنفيذ' },
  4: { en: 'Completed', ar: 'مكتمل' },
  5: { en: 'Rejected', ar: 'مرفوض' },
  6: { en: 'On hold', ar: 'معلق' },
  7: { en: 'Cancelled', ar: 'ملغى' },
  8: { en: 'Rejected', ar: 'مرفوض' },
};

/** A request, draft or journey in the locker (spec 000 §3 "Locker item", "Application"). */
export interface LockerApplication {
  readonly EntityID: string;
  readonly ApplicationID: string;
  readonly ServiceName: Bilingual;
  /** Owning entity, the ADGE lookup the filters are filled from. */
  readonly ADGEID: string;
  EntityStatusCode: number;
  readonly EntityStatus: number;
  /** `DRAFT`, `JOURNEY` or `REQUEST`. */
  readonly ApplicationType: 'DRAFT' | 'JOURNEY' | 'REQUEST';
  readonly RefCode: string;
  readonly StatusDate: string;
  readonly SlaDate: string | undefined;
  readonly SlaPercentage: number | undefined;
  /** Submitted by someone else on the user's behalf (filter addDelegated). */
  readonly Delegated: boolean;
  /** Journey instance this item belongs to, with its stage order. */
  readonly JourneyInstanceID: string | undefined;
  readonly JourneyStageOrder: number | undefined;
  /** Space the request was made in (space statistics). */
  readonly SpaceID: string | undefined;
}

/** An owning government entity, listed as lookup group ADGE. */
export interface GovernmentEntity {
  readonly id: string;
  readonly name: Bilingual;
}

/** The entities that own locker items (lookup group ADGE). */
export const GOVERNMENT_ENTITIES: readonly GovernmentEntity[] = [
  {
    id: 'ADGE-DED',
    name: { en: 'Department of Economic Development', ar: 'دائرة التنمية الاقتصادية' },
  },
  { id: 'ADGE-DOH', name: { en: 'Department of Health', ar: 'دائرة الصحة' } },
  {
    id: 'ADGE-DMT',
    name: { en: 'Department of Municipalities and Transport', ar: 'دائرة البلديات والنقل' },
  },
  { id: 'ADGE-ADP', name: { en: 'Abu Dhabi Police', ar: 'شرطة أبوظبي' } },
  {
    id: 'ADGE-ADEK',
    name: { en: 'Department of Education and Knowledge', ar: 'دائرة التعليم والمعرفة' },
  },
];

/** The services applied for, each with the entity that owns it (a health card is the DOH's). */
const SERVICES: ReadonlyArray<{ readonly name: Bilingual; readonly entity: string }> = [
  { name: { en: 'Renew a trade licence', ar: 'تجديد رخصة تجارية' }, entity: 'ADGE-DED' },
  { name: { en: 'Issue a health card', ar: 'إصدار بطاقة صحية' }, entity: 'ADGE-DOH' },
  { name: { en: 'Apply for a building permit', ar: 'طلب تصريح بناء' }, entity: 'ADGE-DMT' },
  {
    name: { en: 'Request a good conduct certificate', ar: 'طلب شهادة حسن سيرة وسلوك' },
    entity: 'ADGE-ADP',
  },
  {
    name: { en: 'Register a child in public school', ar: 'تسجيل طفل في مدرسة حكومية' },
    entity: 'ADGE-ADEK',
  },
  { name: { en: 'Attest a tenancy contract', ar: 'توثيق عقد إيجار' }, entity: 'ADGE-DMT' },
];

/** The service name and owning entity of `SERVICES[index]` (wrapping), as a locker item carries them. */
function serviceAt(index: number): { ServiceName: Bilingual; ADGEID: string } {
  const service = SERVICES[index % SERVICES.length] as (typeof SERVICES)[number];
  return { ServiceName: service.name, ADGEID: service.entity };
}

const JOURNEY_STAGES: readonly Bilingual[] = [
  { en: 'Reserve a trade name', ar: 'حجز اسم تجاري' },
  { en: 'Get initial approval', ar: 'الحصول على الموافقة المبدئية' },
  { en: 'Sign the lease', ar: 'توقيع عقد الإيجار' },
  { en: 'Issue the licence', ar: 'إصدار الرخصة' },
];

/** The demo user's business space (spec 000 §3 Space); space statistics and SLA reads use it. */
export const DEMO_SPACE = {
  spaceId: 'sp-001',
  spaceCode: 'buss',
  spaceAuthority: 'ADGE-DED',
} as const;

/** The demo user's property space (spec 000 §3 Space), where the tenancy and building requests go. */
export const PROPERTY_SPACE = {
  spaceId: 'sp-002',
  spaceCode: 'prop',
  spaceAuthority: 'ADGE-DMT',
} as const;

/** Every space of the seeded world, each named whole on the requests made in it. */
export const SPACES: readonly (typeof DEMO_SPACE | typeof PROPERTY_SPACE)[] = [
  DEMO_SPACE,
  PROPERTY_SPACE,
];

/**
 * Requests in every status code 1–8, on time, delayed (SLA date passed) and closed; drafts; delegated
 * requests; and a four-stage journey whose stages are themselves locker items.
 */
export function seedApplications(random: Random, now: Date): LockerApplication[] {
  const items: LockerApplication[] = [];
  const add = (
    init: Omit<LockerApplication, 'EntityID' | 'ApplicationID' | 'RefCode' | 'EntityStatus'>,
  ) => {
    const index = items.length + 1;
    const id = `app-${String(index).padStart(4, '0')}`;
    items.push({
      ...init,
      EntityID: id,
      ApplicationID: id,
      RefCode: `REF-${2026_0000 + index * 37}`,
      EntityStatus:
        init.EntityStatusCode === 2 ? ACTION_REQUIRED_STATUS_ID : 105900000 + init.EntityStatusCode,
    });
  };
  const common = {
    Delegated: false,
    JourneyInstanceID: undefined,
    JourneyStageOrder: undefined,
    SpaceID: undefined,
  } as const;

  for (let code = 1; code <= 8; code += 1) {
    const closed = (CLOSED_APPLICATION_STATUS_CODES as readonly number[]).includes(code);
    // Codes 3 and 6 are also seeded a second time with an SLA date in the past: delayed.
    const slaDays = closed ? -random.int(5, 40) : random.int(3, 25);
    add({
      ...common,
      ...serviceAt(code),
      EntityStatusCode: code,
      ApplicationType: 'REQUEST',
      StatusDate: daysFrom(now, -random.int(1, 20)).toISOString(),
      SlaDate: daysFrom(now, slaDays).toISOString(),
      SlaPercentage: closed ? 100 : random.int(10, 90),
      // The closed tenancy (5) and building permit (8) requests were made for a property.
      SpaceID:
        code <= 3
          ? DEMO_SPACE.spaceId
          : code === 5 || code === 8
            ? PROPERTY_SPACE.spaceId
            : undefined,
    });
  }
  for (const code of [3, 6, 1]) {
    add({
      ...common,
      ...serviceAt(code + 2),
      EntityStatusCode: code,
      ApplicationType: 'REQUEST',
      StatusDate: daysFrom(now, -random.int(20, 40)).toISOString(),
      SlaDate: daysFrom(now, -random.int(1, 10)).toISOString(),
      // Over 100 on purpose: the client clamps SLA progress (spec 000 §4).
      SlaPercentage: 100 + random.int(1, 30),
      SpaceID: DEMO_SPACE.spaceId,
    });
  }
  for (let draft = 0; draft < 4; draft += 1) {
    add({
      ...common,
      ...serviceAt(draft),
      EntityStatusCode: 1,
      ApplicationType: 'DRAFT',
      StatusDate: daysFrom(now, -random.int(0, 9)).toISOString(),
      SlaDate: undefined,
      SlaPercentage: undefined,
    });
  }
  for (const code of [2, 3, 4]) {
    add({
      ...common,
      ...serviceAt(code + 3),
      EntityStatusCode: code,
      ApplicationType: 'REQUEST',
      StatusDate: daysFrom(now, -random.int(2, 15)).toISOString(),
      SlaDate: daysFrom(now, random.int(2, 12)).toISOString(),
      SlaPercentage: code === 4 ? 100 : random.int(20, 70),
      Delegated: true,
    });
  }
  JOURNEY_STAGES.forEach((stage, order) => {
    add({
      ...common,
      ServiceName: stage,
      ADGEID: 'ADGE-DED',
      EntityStatusCode: order === 0 ? 4 : order === 1 ? 3 : 1,
      ApplicationType: 'JOURNEY',
      StatusDate: daysFrom(now, -(10 - order)).toISOString(),
      SlaDate: daysFrom(now, order * 5 + 2).toISOString(),
      SlaPercentage: order === 0 ? 100 : order === 1 ? 45 : 0,
      JourneyInstanceID: 'jr-0001',
      JourneyStageOrder: order + 1,
    });
  });
  return items;
}
