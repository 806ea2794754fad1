import {
  favouriteServicesCall,
  orderFavouriteServicesCall,
  pinFavouriteServiceCall,
  unpinFavouriteServiceCall,
} from '@portal/core/api/portal';
import { isFavouritePinned, isFavouriteReorder } from '@portal/core';
import type { Catalogue } from '../catalogue/catalogueFor';
import type { CallRouter, SandboxContext } from '../http/callRouter';
import { langOf } from '../http/requestLanguage';
import { BUSINESS_REFUSALS } from '../refusals/business';
import { NOT_FOUND_REFUSALS } from '../refusals/notFound';
import type { Language } from '../state/text';

/**
 * Favourites (SCREENS.md S7.1, S7.3): the read (spec 000 §7) and core's ASSUMED pin, unpin and order
 * calls, on the session's ordered list of pinned ids (`world.favourites`, first first). Signed-in
 * only (the router's default for `/api`). Every change answers the list as it now is, in the read's
 * shape and the request's language; an unknown service or an order that is not the pinned services
 * (core's `isFavouriteReorder`) is refused with `success: false` and a message.
 */
export function registerFavouriteRoutes(router: CallRouter, catalogue: Catalogue): void {
  const listOf = (c: SandboxContext, language: Language) =>
    c.var.world.favourites
      .flatMap((id) => catalogue.byId.get(id) ?? [])
      .map((service) => ({
        id: service.id,
        Title: service.ServiceShortName[language],
        ServiceShortName: service.ServiceShortName[language],
        Path: service.path,
        MobileAppOnly: service.mobileOnly,
      }));

  router.answer(favouriteServicesCall, (c, request) =>
    c.json({ success: true, data: listOf(c, request.lang) }),
  );

  router.answer(pinFavouriteServiceCall, (c, request) => {
    const language = langOf(c);
    if (!catalogue.byId.has(request.serviceId))
      return c.json({
        success: false,
        message: NOT_FOUND_REFUSALS.service(request.serviceId)[language],
      });
    const world = c.var.world;
    if (!isFavouritePinned(world.favourites, request.serviceId))
      world.favourites.push(request.serviceId);
    return c.json({ success: true, data: listOf(c, language) });
  });

  router.answer(unpinFavouriteServiceCall, (c, request) => {
    const world = c.var.world;
    world.favourites = world.favourites.filter((id) => id !== request.serviceId);
    return c.json({ success: true, data: listOf(c, langOf(c)) });
  });

  router.answer(orderFavouriteServicesCall, (c, request) => {
    const language = langOf(c);
    const world = c.var.world;
    if (!isFavouriteReorder(world.favourites, request.serviceIds))
      return c.json({ success: false, message: BUSINESS_REFUSALS.favouritesChanged[language] });
    world.favourites = [...request.serviceIds];
    return c.json({ success: true, data: listOf(c, language) });
  });
}
