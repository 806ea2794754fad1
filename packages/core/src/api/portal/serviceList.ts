import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { pageCountOf } from '../../rules/paging/pageCount';
import {
  SERVICE_LIST_PAGE_SIZE,
  serviceListCall,
  SERVICE_LIST_PERSONAS,
  type ServiceListAudience,
  type ServiceListBundle,
  type ServiceListPersona,
} from './serviceListCall';

/**
 * What the "All services" page of an audience asks for: a bundle's page lists the bundle; a
 * persona's, the services for individuals meant for that persona (an Emirati citizen's housing
 * grant, a resident's visa), as a persona is a kind of individual (spec 001 §1).
 */
export function serviceListQueryOf(
  audience: ServiceListAudience,
): Pick<ServiceListInput, 'bundle' | 'persona'> {
  return (SERVICE_LIST_PERSONAS as readonly string[]).includes(audience)
    ? { bundle: 'individual', persona: audience as ServiceListPersona }
    : { bundle: audience as ServiceListBundle };
}

/** What an "All services" page asks for. */
export interface ServiceListInput {
  readonly bundle: ServiceListBundle;
  /** Only the bundle's services meant for this persona (spec 001 §1); omitted, everyone's. */
  readonly persona?: ServiceListPersona;
  /** A category key from the answer's `categories`; omitted, every category. */
  readonly category?: string;
  /** 1-based page (default 1). */
  readonly pageNum?: number;
}

/** One category to browse by. */
export interface ServiceCategory {
  readonly key: string;
  readonly title: string;
  /** Services in it; `undefined` when the server does not say. */
  readonly count: number | undefined;
}

/** One service as the list shows it. */
export interface ServiceListItem {
  readonly id: string;
  /** Data.ServiceShortName, else Data.title. */
  readonly title: string;
  readonly description: string | undefined;
  /** Data.ServiceResponsibleEntity.name. */
  readonly entityName: string | undefined;
  readonly path: string;
  /** Available only in the mobile app: it opens the mini-app download dialog, not a page. */
  readonly mobileAppOnly: boolean;
}

/** One page of a bundle's services, with the bundle's categories. */
export interface ServiceListPage {
  readonly categories: readonly ServiceCategory[];
  readonly services: readonly ServiceListItem[];
  readonly total: number;
  readonly pageNum: number;
  readonly pageSize: number;
  /** How many pages `total` fills (at least 1). */
  readonly pageCount: number;
}

/**
 * One page of the "All services" page of a bundle (SCREENS.md S2.7, spec 001 §2), optionally of one
 * category. Services without a name or a path cannot be shown as a link and are left out, as are
 * categories without a title. A failure is the page's error state, so it throws.
 * @throws {PortalError} on any failure.
 */
export async function getServiceList(
  client: PortalClient,
  input: ServiceListInput,
  options: CallOptions = {},
): Promise<ServiceListPage> {
  const pageNum = Math.max(1, Math.trunc(input.pageNum ?? 1));
  const pageSize = SERVICE_LIST_PAGE_SIZE;
  const category = input.category?.trim();
  const response = await client.send(serviceListCall, {
    request: {
      lang: client.options.lang,
      bundle: input.bundle,
      ...(input.persona ? { persona: input.persona } : {}),
      ...(category ? { category } : {}),
      pageNum,
      pageSize,
    },
    signal: options.signal,
  });
  const { categories, data, total } = response.data;
  const services = data.flatMap((item, index): ServiceListItem[] => {
    const title = (item.Data?.ServiceShortName ?? item.Data?.title ?? '').trim();
    const path = item.Path?.trim() ?? '';
    if (title === '' || path === '') return [];
    return [
      {
        id: item.id ?? `${index}:${path}`,
        title,
        description: item.Data?.description ?? undefined,
        entityName: item.Data?.ServiceResponsibleEntity?.name ?? undefined,
        path,
        mobileAppOnly: item.Data?.MobileAppOnly === true,
      },
    ];
  });
  const count = total ?? (pageNum - 1) * pageSize + data.length;
  return {
    categories: categories.flatMap((entry) => {
      const title = entry.Title?.trim() ?? '';
      return title === '' ? [] : [{ key: entry.key, title, count: entry.count ?? undefined }];
    }),
    services,
    total: count,
    pageNum,
    pageSize,
    pageCount: pageCountOf(count, pageSize),
  };
}
