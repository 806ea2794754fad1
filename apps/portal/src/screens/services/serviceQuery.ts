import { getServiceByGspPath, serviceByGspPathCall } from '@portal/core/api/common';
import { isPortalError, type PortalClient } from '@portal/core/client';
import { portalQuery } from '../../platform/api/portalQuery';

/**
 * The service a service page shows, read by its GSP path (`GET /pub/service/gsp-path/{path}`): `null`
 * when the catalogue answers 404 (no service at this address: the page's not-found state, not an
 * error to retry).
 */
export function serviceQuery(client: PortalClient, gspPath: string) {
  return portalQuery(serviceByGspPathCall, client, gspPath, (c, path, options) =>
    getServiceByGspPath(c, path, options).catch((error: unknown) => {
      if (isPortalError(error) && error.status === 404) return null;
      throw error;
    }),
  );
}
