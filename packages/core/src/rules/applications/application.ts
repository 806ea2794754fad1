import { firstPresent, readInteger, readNumber, readText } from '../internal/readField';
import { toDate } from '../time/toDate';
import {
  TEXT_STATUS_TO_CODE,
  isApplicationStatusCode,
  isApplicationTextStatusCode,
  type ApplicationStatusCode,
  type ApplicationTextStatusCode,
} from './applicationStatus';

/**
 * What kind of item a locker row is (spec 000 §3: ApplicationType DRAFT marks a draft, JOURNEY a
 * multi-service journey). Anything else, including no type, is a submitted `request`.
 */
export type ApplicationKind = 'draft' | 'journey' | 'request';

/**
 * One application, request, draft or journey from the locker, whichever spelling the backend used
 * (spec 000 §3). Every field is optional because the lists omit different fields; rules read this
 * type rather than raw records.
 */
export interface Application {
  /** EntityID or ApplicationID. */
  readonly id: string | undefined;
  readonly kind: ApplicationKind;
  /** ApplicationType as sent, upper-cased (`DRAFT`, `JOURNEY`, or another value). */
  readonly applicationType: string | undefined;
  /** EntityStatusCode or MasterStatusCodeCode as 1–8; a text code is mapped by {@link TEXT_STATUS_TO_CODE}. */
  readonly statusCode: ApplicationStatusCode | undefined;
  /** The text status code when the backend sent one (TAMM_DRAFT, INPROCESS…). */
  readonly statusTextCode: ApplicationTextStatusCode | undefined;
  /** EntityStatusDescription or MasterStatusCodeDescription, already in the user's language. */
  readonly statusDescription: string | undefined;
  /** EntityStatus or MasterStatusCode, the long master status id (105900020 = action required). */
  readonly masterStatusId: string | undefined;
  /** InstanceID or JourneyInstanceID. */
  readonly journeyInstanceId: string | undefined;
  /** JourneyStageOrder. */
  readonly journeyStageOrder: number | undefined;
  /** SlaDate. */
  readonly slaDate: Date | undefined;
  /** SlaPercentage as sent when numeric; rules clamp it (see `slaProgressOf`). */
  readonly slaPercentage: number | undefined;
  /** statusDate or StatusDate. */
  readonly statusDate: Date | undefined;
  /** RefCode. */
  readonly refCode: string | undefined;
  /** ServiceName: the service's name, already in the user's language (the card's title). */
  readonly serviceName: string | undefined;
  /** ADGEID: the government entity's code, the value of the service filter (lookup group ADGE). */
  readonly entityId: string | undefined;
  /** IsDelegated: a request someone else made on the user's behalf (filter addDelegated). */
  readonly delegated: boolean;
  /** walletStatus (e.g. 'KYC Expired'). */
  readonly walletStatus: string | undefined;
  /** expiryDate. */
  readonly expiryDate: Date | undefined;
  /**
   * The space the request belongs to (spec 000 §3 Space; SpaceID, SpaceCode, SpaceAuthority as the
   * SLA read takes them, spec 000 §7), when the item names one; the code and authority may be missing.
   */
  readonly space: ApplicationSpace | undefined;
}

/** A space as a locker item names it (spec 000 §3: spaceId, spaceCode, spaceAuthority). */
export interface ApplicationSpace {
  readonly spaceId: string;
  /** `buss` (business) or `prop` (property), lower-cased as the spaceCode query reads it (spec 001 §2). */
  readonly spaceCode: string | undefined;
  readonly spaceAuthority: string | undefined;
}

function readSpace(read: (...keys: string[]) => unknown): ApplicationSpace | undefined {
  const spaceId = readText(read('SpaceID', 'SpaceId', 'spaceId'));
  if (spaceId === undefined) return undefined;
  return {
    spaceId,
    spaceCode: readText(read('SpaceCode', 'spaceCode'))?.toLowerCase(),
    spaceAuthority: readText(read('SpaceAuthority', 'spaceAuthority')),
  };
}

function readStatus(value: unknown): Pick<Application, 'statusCode' | 'statusTextCode'> {
  const text = readText(value)?.toUpperCase();
  const statusTextCode = isApplicationTextStatusCode(text) ? text : undefined;
  const code =
    statusTextCode === undefined ? readInteger(value) : TEXT_STATUS_TO_CODE[statusTextCode];
  return { statusCode: isApplicationStatusCode(code) ? code : undefined, statusTextCode };
}

function kindOf(applicationType: string | undefined): ApplicationKind {
  if (applicationType === 'DRAFT') return 'draft';
  if (applicationType === 'JOURNEY') return 'journey';
  return 'request';
}

/**
 * Builds an {@link Application} from a raw locker, SLA or journey record, accepting either field
 * spelling (spec 000 §3): EntityID|ApplicationID, EntityStatusCode|MasterStatusCodeCode,
 * EntityStatusDescription|MasterStatusCodeDescription, EntityStatus|MasterStatusCode,
 * InstanceID|JourneyInstanceID, plus JourneyStageOrder, ApplicationType, SlaDate, SlaPercentage,
 * statusDate, RefCode, ServiceName, ADGEID, IsDelegated, walletStatus, expiryDate and the space
 * (SpaceID, SpaceCode, SpaceAuthority).
 *
 * Never throws: numbers may arrive as strings, fields may be null or missing, and a value that
 * cannot be read becomes `undefined`. When both spellings are present the Entity* one wins.
 * Choice: a status code outside 1–8 is dropped (`statusCode: undefined`) rather than guessed.
 */
export function normalizeApplication(raw: Readonly<Record<string, unknown>>): Application {
  const read = (...keys: string[]) => firstPresent(raw, keys);
  const applicationType = readText(read('ApplicationType', 'applicationType'))?.toUpperCase();
  return {
    id: readText(read('EntityID', 'ApplicationID')),
    kind: kindOf(applicationType),
    applicationType,
    ...readStatus(read('EntityStatusCode', 'MasterStatusCodeCode')),
    statusDescription: readText(read('EntityStatusDescription', 'MasterStatusCodeDescription')),
    masterStatusId: readText(read('EntityStatus', 'MasterStatusCode')),
    journeyInstanceId: readText(read('InstanceID', 'JourneyInstanceID')),
    journeyStageOrder: readInteger(read('JourneyStageOrder')),
    slaDate: toDate(read('SlaDate', 'slaDate')),
    slaPercentage: readNumber(read('SlaPercentage', 'slaPercentage')),
    statusDate: toDate(read('statusDate', 'StatusDate')),
    refCode: readText(read('RefCode', 'refCode')),
    serviceName: readText(read('ServiceName', 'serviceName')),
    entityId: readText(read('ADGEID', 'AdgeId', 'adgeId')),
    delegated: read('IsDelegated', 'isDelegated') === true,
    walletStatus: readText(read('walletStatus', 'WalletStatus')),
    expiryDate: toDate(read('expiryDate', 'ExpiryDate')),
    space: readSpace(read),
  };
}
