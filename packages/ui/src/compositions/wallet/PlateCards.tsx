import { Car } from 'lucide-react';
import { DescriptionList } from '../../components/DescriptionList';
import { PlateBadge } from './PlateBadge';
import type { VehicleListItem } from './VehicleList/VehicleList';

export interface PlateCardsProps {
  readonly vehicles: readonly VehicleListItem[];
  /** Name of the list ("Vehicles registered on traffic file 10023456"). */
  readonly label: string;
  /** Heading level of each vehicle's title. */
  readonly headingLevel: 2 | 3 | 4;
}

/**
 * Vehicles as cards without actions: the plate drawn as a plate (its words for screen readers), the
 * make and model, and the plate's facts. Shared by the parking overview (S6.7) and the Salik
 * vehicles (S6.8).
 * @internal
 */
export function PlateCards({ vehicles, label, headingLevel }: PlateCardsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul aria-label={label} className="grid gap-3 @2xl:grid-cols-2">
      {vehicles.map((vehicle) => (
        <li
          key={vehicle.id}
          data-slot="plate-card"
          className="flex min-w-0 flex-col gap-2 rounded-card border border-line bg-canvas p-4"
        >
          <Heading className="flex flex-wrap items-center gap-3 text-body font-semibold break-words">
            <Car aria-hidden="true" className="size-5 shrink-0 text-brand" />
            <PlateBadge
              plate={vehicle.plate}
              plateNumber={vehicle.plateNumber}
              {...(vehicle.plateCode ? { plateCode: vehicle.plateCode } : {})}
            />
            <span className="min-w-0">{vehicle.title}</span>
          </Heading>
          <DescriptionList items={vehicle.facts} />
        </li>
      ))}
    </ul>
  );
}
