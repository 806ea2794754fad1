import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { serviceByGspPathCall, serviceByIdCall, type PortalService } from './serviceCalls';

/**
 * One government service by its id, in the client's language (spec 000 §7 GET /pub/service/{id}).
 * @throws {PortalError} on any failure.
 */
export async function getServiceById(
  client: PortalClient,
  id: string,
  options: CallOptions = {},
): Promise<PortalService> {
  const response = await client.send(serviceByIdCall, {
    request: { lang: client.options.lang },
    params: { id },
    signal: options.signal,
  });
  return response.data;
}

/**
 * One government service by its GSP path (spec 000 §7 GET /pub/service/gsp-path/{path}).
 * @throws {PortalError} on any failure.
 */
export async function getServiceByGspPath(
  client: PortalClient,
  gspPath: string,
  options: CallOptions = {},
): Promise<PortalService> {
  const response = await client.send(serviceByGspPathCall, {
    request: { lang: client.options.lang },
    params: { path: gspPath },
    signal: options.signal,
  });
  return response.data;
}
