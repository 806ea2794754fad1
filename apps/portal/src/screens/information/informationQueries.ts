import {
  getAnnouncementPage,
  getInformationPage,
  type InformationPage,
  type InformationPageName,
} from '@portal/core/api/common';
import { isPortalError, type PortalClient } from '@portal/core/client';
import { portalQuery } from '../../platform/api/portalQuery';

/** The query of one information page (a CMS page of the `information` group). */
export const INFORMATION_PAGE_QUERY = { id: 'common.informationPage' } as const;
/** The query of one announcement (a CMS page of the `announcements` group). */
export const ANNOUNCEMENT_PAGE_QUERY = { id: 'common.announcementPage' } as const;

/** A 404 of the CMS is "no page at this address" (`null`): the not-found state, not an error. */
function nullWhenMissing(error: unknown): null {
  if (isPortalError(error) && error.status === 404) return null;
  throw error;
}

/** The information page `name` in the client's language; `null` when the CMS has none. */
export function informationPageQuery(client: PortalClient, name: InformationPageName) {
  return portalQuery(
    INFORMATION_PAGE_QUERY,
    client,
    name,
    (c, pageName, options): Promise<InformationPage | null> =>
      getInformationPage(c, pageName, options).catch(nullWhenMissing),
  );
}

/** The announcement `slug` in the client's language; `null` when the CMS has none. */
export function announcementPageQuery(client: PortalClient, slug: string) {
  return portalQuery(
    ANNOUNCEMENT_PAGE_QUERY,
    client,
    slug,
    (c, pageSlug, options): Promise<InformationPage | null> =>
      getAnnouncementPage(c, pageSlug, options).catch(nullWhenMissing),
  );
}
