import { daysFrom } from './clock';
import type { Random } from './random';
import type { Bilingual } from './text';
import { randomVehicle, type Plate } from './vehicles';

/** A Mawaqif parking permit. */
export interface ParkingPermit {
  readonly permitId: string;
  readonly permitType: Bilingual;
  readonly zone: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly status: 'Active' | 'Expired' | 'PendingRenewal';
  readonly plate: Plate;
}

/** A vehicle on the user's traffic file. */
export interface ParkingVehicle extends Plate {
  readonly vehicleId: string;
  readonly model: Bilingual;
}

/**
 * A service offered next to the parking or toll pages: a service of the catalogue, named by its
 * catalogue key (`CatalogueService.key`, subject and action: the route links its page), or a search
 * of the catalogue (an entity's services).
 */
export type RelatedService =
  | { readonly serviceId: string; readonly title: Bilingual; readonly serviceKey: string }
  | { readonly serviceId: string; readonly title: Bilingual; readonly search: Bilingual };

/** Everything the parking screens read. */
export interface ParkingState {
  readonly permits: ParkingPermit[];
  readonly vehicles: ParkingVehicle[];
  readonly mawaqifFinesTotal: number;
  readonly darbFinesTotal: number;
  readonly relatedServices: RelatedService[];
}

const PERMIT_TYPES: readonly Bilingual[] = [
  { en: 'Resident parking permit', ar: 'تصريح مواقف السكان' },
  { en: 'Public parking permit', ar: 'تصريح المواقف العامة' },
  { en: 'Parking permit for people of determination', ar: 'تصريح مواقف أصحاب الهمم' },
];

/** Permits in each status, three vehicles and non-zero fine totals (so the fines banner shows). */
export function seedParking(random: Random, now: Date): ParkingState {
  const vehicles: ParkingVehicle[] = Array.from({ length: 3 }, (_, index) => ({
    ...randomVehicle(random),
    vehicleId: `pv-${String(index + 1).padStart(3, '0')}`,
  }));
  const statuses: ParkingPermit['status'][] = ['Active', 'PendingRenewal', 'Expired'];
  const permits = statuses.map((status, index): ParkingPermit => {
    const end = daysFrom(now, status === 'Active' ? 200 : status === 'PendingRenewal' ? 12 : -40);
    return {
      permitId: `pp-${String(index + 1).padStart(3, '0')}`,
      permitType: PERMIT_TYPES[index % PERMIT_TYPES.length] as Bilingual,
      zone: `${random.pick(['E', 'W', 'C'])}${random.int(1, 15)}`,
      startDate: daysFrom(end, -365).toISOString(),
      endDate: end.toISOString(),
      status,
      plate: vehicles[index % vehicles.length] as ParkingVehicle,
    };
  });
  return {
    permits,
    vehicles,
    mawaqifFinesTotal: 300,
    darbFinesTotal: 100,
    relatedServices: PARKING_RELATED_SERVICES,
  };
}

/**
 * Services offered beside the parking pages (spec 000 §2: permit pages and the transport entity):
 * the catalogue's own services, so each leads to a service page; the transport entity has no page
 * of its own in the portal, so it leads to a search of its services.
 */
export const PARKING_RELATED_SERVICES: RelatedService[] = [
  {
    serviceId: 'svc-parking-renew',
    title: { en: 'Renew a resident parking permit', ar: 'تجديد تصريح مواقف السكان' },
    serviceKey: 'parking-permit/renew',
  },
  {
    serviceId: 'svc-parking-modify',
    title: { en: 'Modify a parking permit', ar: 'تعديل تصريح مواقف' },
    serviceKey: 'parking-permit/modify',
  },
  {
    serviceId: 'svc-parking-fines',
    title: { en: 'Pay parking fines', ar: 'دفع مخالفات المواقف' },
    serviceKey: 'parking-fine/pay',
  },
  {
    serviceId: 'svc-itc',
    title: { en: 'Integrated Transport Centre', ar: 'مركز النقل المتكامل' },
    search: { en: 'Integrated Transport Centre', ar: 'مركز النقل المتكامل' },
  },
];
