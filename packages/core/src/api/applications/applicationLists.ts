import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { normalizeApplication, type Application } from '../../rules/applications/application';
import {
  LIST_CHANNEL_ID,
  combinedListCall,
  journeyListCall,
  type ApplicationHeader,
  type ApplicationListRequest,
} from './applicationCalls';

/** Page sizes (spec 000 §9: journey list 20, combined list 10). */
export const JOURNEY_LIST_PAGE_SIZE = 20;
export const COMBINED_LIST_PAGE_SIZE = 10;

/** Journey list sort (spec 000 §7: JourneyStageOrder ascending, then StatusDate descending). */
export const JOURNEY_LIST_SORTINGS = [
  { FieldName: 'JourneyStageOrder', Direction: 'asc' },
  { FieldName: 'StatusDate', Direction: 'desc' },
] as const;

/** Combined list sort (spec 000 §7: StatusDate descending). */
export const COMBINED_LIST_SORTINGS = [{ FieldName: 'StatusDate', Direction: 'desc' }] as const;

/** What the list screens filter by (spec 000 §2). */
export interface ApplicationListInput {
  /** 1-based page; default 1. */
  readonly page?: number;
  readonly addDrafts?: boolean;
  readonly addDelegated?: boolean;
  readonly onlyDrafts?: boolean;
  /** The service filter: an entity code from `entityFilterOptionsOf(page.adgeLookup)`. */
  readonly entityId?: string;
  readonly journeyInstanceId?: string;
  readonly search?: string;
}

/** A page of applications, normalised, with the ADGE lookup group for the filters. */
export interface ApplicationPage {
  readonly items: Application[];
  readonly totalCount: number | undefined;
  /** data.Lookups.ADGE as sent, for `entityFilterOptionsOf` (spec 000 §2). */
  readonly adgeLookup: unknown;
}

/** The header block for the signed-in user (spec 000 §7). @internal */
export async function applicationHeader(
  client: PortalClient,
  callId: string,
  channelid: ApplicationHeader['channelid'],
): Promise<ApplicationHeader> {
  const { uuid } = await client.identity(callId);
  return { channelid, UUID: uuid, language: client.options.lang === 'ar' ? 'AR' : 'EN' };
}

function listData(input: ApplicationListInput, pageSize: number): ApplicationListRequest['data'] {
  const page = input.page ?? 1;
  return {
    // A bad page number fails the request schema (negative offset) with a clear issue.
    PageOffset: Number.isInteger(page) ? (page - 1) * pageSize : -1,
    PageSize: pageSize,
    Sortings: [],
    Filters: {
      ...(input.journeyInstanceId === undefined
        ? {}
        : { JourneyInstanceID: input.journeyInstanceId }),
      addDrafts: input.addDrafts ?? true,
      addDelegated: input.addDelegated ?? false,
      ...(input.onlyDrafts === undefined ? {} : { onlyDrafts: input.onlyDrafts }),
      ...(input.entityId === undefined || input.entityId === '' ? {} : { ADGEID: input.entityId }),
    },
    SearchCriteria: input.search?.trim() ?? '',
  };
}

/**
 * The journey list: multi-service journeys and their stages (spec 000 §7 retrieve/getlist, page size
 * 20, DataViewTemplate 'journey', sorted by stage order then newest status).
 * Choice: drafts are included and delegated requests are not unless asked (spec 000 §2 filters).
 * @throws {PortalError} on any failure, `invalid-request` without a signed-in user.
 */
export async function getJourneyList(
  client: PortalClient,
  input: ApplicationListInput = {},
  options: CallOptions = {},
): Promise<ApplicationPage> {
  const header = await applicationHeader(client, journeyListCall.id, LIST_CHANNEL_ID);
  const response = await client.send(journeyListCall, {
    request: {
      header,
      data: {
        ...listData(input, JOURNEY_LIST_PAGE_SIZE),
        Sortings: JOURNEY_LIST_SORTINGS.map((sorting) => ({ ...sorting })),
        DataViewTemplate: 'journey',
        ToDisplayOnly: true,
        NeedLookup: true,
      },
    },
    signal: options.signal,
  });
  return {
    items: response.data.Items.map(normalizeApplication),
    totalCount: response.data.TotalCount ?? undefined,
    adgeLookup: response.data.Lookups?.ADGE,
  };
}

/**
 * Requests and drafts together (spec 000 §7 retrieve/getlist/combined, page size 10, newest first),
 * with the ADGE lookup group that fills the service and draft filters.
 * Spec 000 §7, §8: `success: false` fails with the generic error, whatever message came with it.
 * Choice: NeedLookup is sent so the filters can be filled from the same answer.
 * @throws {PortalError} on any failure; `business` with the generic message on `success: false`.
 */
export async function getCombinedList(
  client: PortalClient,
  input: ApplicationListInput = {},
  options: CallOptions = {},
): Promise<ApplicationPage> {
  const header = await applicationHeader(client, combinedListCall.id, LIST_CHANNEL_ID);
  const response = await client.send(combinedListCall, {
    request: {
      header,
      data: {
        ...listData(input, COMBINED_LIST_PAGE_SIZE),
        Sortings: COMBINED_LIST_SORTINGS.map((sorting) => ({ ...sorting })),
        NeedLookup: true,
      },
    },
    signal: options.signal,
  });
  return {
    items: response.data.Items.map(normalizeApplication),
    totalCount: response.data.TotalCount ?? undefined,
    adgeLookup: response.data.Lookups?.ADGE,
  };
}
