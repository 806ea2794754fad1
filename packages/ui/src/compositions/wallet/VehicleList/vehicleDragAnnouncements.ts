import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import type { RefObject } from 'react';
import type { VehicleListItem, VehicleListLabels } from './VehicleList';

/**
 * What a screen reader hears while a vehicle is dragged (pick up, over a place, drop, cancel), in
 * the page's language from `labels`. dnd-kit's defaults are English and speak of "draggable item
 * 1"; these name the plate and the position instead. Each sentence goes to `say` (the list's own
 * polite live region, the one the Move buttons use) and nothing is returned, so dnd-kit's second
 * region stays silent and every move is spoken from one place.
 *
 * `lastOver` (kept by the list across renders) is the place last announced: dnd-kit reports the
 * vehicle over its own place right after picking it up, and again on every measure, which would
 * talk over "Picked up" and repeat itself.
 * @internal
 */
export function vehicleDragAnnouncements(
  vehicles: readonly VehicleListItem[],
  labels: VehicleListLabels,
  say: (sentence: string) => void,
  lastOver: RefObject<UniqueIdentifier | undefined>,
): Announcements {
  const count = vehicles.length;
  const indexOf = (id: UniqueIdentifier | undefined) =>
    vehicles.findIndex((vehicle) => vehicle.id === id);
  const plateOf = (id: UniqueIdentifier) => vehicles[indexOf(id)]?.plate ?? String(id);
  return {
    onDragStart({ active }) {
      lastOver.current = active.id;
      say(labels.dragPickedUp(plateOf(active.id), indexOf(active.id) + 1, count));
      return undefined;
    },
    onDragOver({ active, over }) {
      // Over nothing (the pointer left the list): the vehicle would go back, say nothing yet.
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      say(labels.dragOver(plateOf(active.id), indexOf(over.id) + 1, count));
      return undefined;
    },
    onDragEnd({ active, over }) {
      const from = indexOf(active.id);
      const to = over ? indexOf(over.id) : from;
      const plate = plateOf(active.id);
      say(
        to === from || to < 0
          ? labels.dragStayed(plate, from + 1, count)
          : labels.moved(plate, to + 1, count),
      );
      return undefined;
    },
    onDragCancel({ active }) {
      say(labels.dragStayed(plateOf(active.id), indexOf(active.id) + 1, count));
      return undefined;
    },
  };
}
