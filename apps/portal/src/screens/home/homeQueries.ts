import type { PortalClient } from '@portal/core/client';
import {
  customItemCall,
  getContentItem,
  getSuitableServices,
  suitableServicesCall,
} from '@portal/core/api/portal';
import { portalQuery } from '../../platform/api/portalQuery';

/** The CMS items of the sections under the hero (spec 001 §3), by item id. */
export const HOME_SECTION_ITEMS = [
  'suit-your-needs',
  'services-for-everyone',
  'sign-in-banner',
  'promo-banner',
] as const;
export type HomeSectionItem = (typeof HOME_SECTION_ITEMS)[number];

/** One CMS item of the home page, as the sections read it and the build's snapshot stores it. */
export function homeItemQuery(client: PortalClient, itemId: HomeSectionItem) {
  return portalQuery(customItemCall, client, { itemId }, getContentItem);
}

/** The suitable services (≤ 6, spec 001 §9), as the sections read them and the snapshot stores them. */
export function suitableServicesQuery(client: PortalClient) {
  return portalQuery(suitableServicesCall, client, {}, (c, _input, options) =>
    getSuitableServices(c, options),
  );
}
