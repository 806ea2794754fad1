import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { SUITABLE_SERVICES_LIMIT, suitableServicesCall } from './suitableServicesCall';

/** A suitable service card (spec 001 §2 "Suitable services list"). */
export interface SuitableService {
  /** Data.ServiceShortName, else Data.title. */
  readonly title: string | undefined;
  readonly description: string | undefined;
  /** Data.ServiceResponsibleEntity.name. */
  readonly entityName: string | undefined;
  readonly path: string | undefined;
}

/**
 * Up to six services suited to the visitor (spec 001 §7 suitable-services). Items without a title or a
 * path cannot be shown as a card and are left out.
 * @throws {PortalError} on any failure.
 */
export async function getSuitableServices(
  client: PortalClient,
  options: CallOptions = {},
): Promise<SuitableService[]> {
  const response = await client.send(suitableServicesCall, {
    request: { limit: SUITABLE_SERVICES_LIMIT, lang: client.options.lang },
    signal: options.signal,
  });
  return response
    .map((item) => ({
      title: item.Data?.ServiceShortName ?? item.Data?.title ?? undefined,
      description: item.Data?.description ?? undefined,
      entityName: item.Data?.ServiceResponsibleEntity?.name ?? undefined,
      path: item.Path ?? undefined,
    }))
    .filter((service) => service.title !== undefined && service.path !== undefined)
    .slice(0, SUITABLE_SERVICES_LIMIT);
}
