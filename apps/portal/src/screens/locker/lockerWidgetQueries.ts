import { getLockerDocuments, getSupportCases, widgetDataCall } from '@portal/core/api/commonUi';
import type { PortalClient } from '@portal/core/client';
import { portalQuery } from '../../platform/api/portalQuery';

/*
 * The documents and support cases come through the widget data call (spec 000 shows no list call
 * for them; core's readers say why). The list and the detail pages share one query each, so opening
 * a document or case from its list shows it at once. The key names the reader, not only the widget:
 * another screen reading the same widget raw must not share this entry's typed data.
 */

/** The user's documents (SCREENS.md S3.8), for My documents and a document's detail. */
export function lockerDocumentsQuery(client: PortalClient) {
  return portalQuery(widgetDataCall, client, { reader: 'lockerDocuments' }, (c, _, options) =>
    getLockerDocuments(c, options),
  );
}

/** The user's support cases (SCREENS.md S3.9), for the support centre and a case's detail. */
export function supportCasesQuery(client: PortalClient) {
  return portalQuery(widgetDataCall, client, { reader: 'supportCases' }, (c, _, options) =>
    getSupportCases(c, options),
  );
}
