import {
  adpLookupCall,
  darbFinesTotalCall,
  mawaqifFinesTotalCall,
  parkingRelatedServicesCall,
  permitsCall,
  vehiclesByTrafficFileCall,
} from '@portal/core/api/parking';
import type { Catalogue } from '../catalogue/catalogueFor';
import { type CallRouter } from '../http/callRouter';
import { refuse } from '../http/refuse';
import { NOT_FOUND_REFUSALS } from '../refusals/notFound';
import { langOf } from '../http/requestLanguage';
import { EMIRATES, PLATE_KINDS } from '../state/vehicles';

/** The demo user's traffic file (parking and toll calls are narrowed by it). */
export const DEMO_TRAFFIC_FILE = '10023456';

const COLOURS = ['Red', 'Blue', 'Green', 'Maroon', 'White', 'Orange'];

/** ADP lookups by name. Choice: the names are those the plate forms need; the spec shows none. */
const LOOKUPS: Readonly<
  Record<string, ReadonlyArray<{ code: string | number; nameEn: string; nameAr: string }>>
> = {
  plateSources: EMIRATES.map((e) => ({ code: e.code, nameEn: e.name.en, nameAr: e.name.ar })),
  plateKinds: PLATE_KINDS.map((k) => ({ code: k.id, nameEn: k.name.en, nameAr: k.name.ar })),
  plateColors: COLOURS.map((colour) => ({ code: colour, nameEn: colour, nameAr: colour })),
};

/** Parking (spec 000 §7): Mawaqif permits, related services, vehicles, fine totals, ADP lookups. */
export function registerParkingRoutes(router: CallRouter, catalogue: Catalogue): void {
  router.answer(permitsCall, (c, request) => {
    const lang = langOf(c);
    if (
      request.trafficFileNumber !== undefined &&
      request.trafficFileNumber !== DEMO_TRAFFIC_FILE
    ) {
      return c.json({ success: true, data: [] });
    }
    return c.json({
      success: true,
      data: c.var.world.parking.permits.map((permit) => ({
        permitId: permit.permitId,
        permitType: permit.permitType[lang],
        status: permit.status,
        startDate: permit.startDate,
        endDate: permit.endDate,
        plateNumber: permit.plate.plateNumber,
        area: permit.zone,
      })),
    });
  });

  router.answer(parkingRelatedServicesCall, (c) => {
    const lang = langOf(c);
    return c.json({
      success: true,
      data: c.var.world.parking.relatedServices.flatMap((service) => {
        const prefix = `/${lang === 'ar' ? 'ar-AE' : 'en'}`;
        if ('search' in service) {
          const query = encodeURIComponent(service.search[lang]);
          return [
            {
              serviceId: service.serviceId,
              title: service.title[lang],
              url: `${prefix}/searchresults?q=${query}`,
            },
          ];
        }
        const page = catalogue.byKey.get(service.serviceKey);
        // A key the catalogue lacks is left out rather than linked to no page.
        if (page === undefined) return [];
        return [
          {
            serviceId: service.serviceId,
            title: service.title[lang],
            url: `${prefix}/${page.path}?lang=${lang}`,
          },
        ];
      }),
    });
  });

  router.answer(vehiclesByTrafficFileCall, (c, request) => {
    if (request.trafficFileNumber !== DEMO_TRAFFIC_FILE) {
      return refuse(c, 404, NOT_FOUND_REFUSALS.trafficFile(request.trafficFileNumber), [
        `Traffic file ${request.trafficFileNumber} is not yours. Yours is ${DEMO_TRAFFIC_FILE}.`,
      ]);
    }
    const lang = langOf(c);
    return c.json({
      success: true,
      data: c.var.world.parking.vehicles.map((vehicle) => ({
        vehicleId: vehicle.vehicleId,
        plateNumber: vehicle.plateNumber,
        plateCountryCode: vehicle.plateCountryCode,
        plateEmirateCode: vehicle.plateEmirateCode,
        plateKindCode: vehicle.plateKindCode,
        plateColorCode: vehicle.plateColorCode,
        description: vehicle.model[lang],
      })),
    });
  });

  router.answer(mawaqifFinesTotalCall, (c) =>
    c.json({
      success: true,
      data: { totalAmount: c.var.world.parking.mawaqifFinesTotal, finesCount: 2 },
    }),
  );
  router.answer(darbFinesTotalCall, (c) =>
    c.json({
      success: true,
      data: { totalAmount: c.var.world.parking.darbFinesTotal, finesCount: 1 },
    }),
  );

  router.answer(adpLookupCall, (c, request) => {
    const options = LOOKUPS[request.lookupType];
    if (!options)
      return refuse(c, 404, NOT_FOUND_REFUSALS.lookup(request.lookupType, Object.keys(LOOKUPS)));
    return c.json({ success: true, data: options });
  });
}
