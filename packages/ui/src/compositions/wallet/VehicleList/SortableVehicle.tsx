import { useSortable } from '@dnd-kit/sortable';
import { ArrowDown, ArrowUp, Car, GripVertical } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { DescriptionList } from '../../../components/DescriptionList';
import { IconButton } from '../../../components/IconButton';
import { PlateBadge } from '../PlateBadge';
import type { VehicleListItem, VehicleListLabels } from './VehicleList';

/** The three controls of a vehicle: its drag handle and its Move up / Move down buttons. */
export type VehicleControl = 'drag' | 'up' | 'down';

export interface SortableVehicleProps {
  readonly vehicle: VehicleListItem;
  readonly labels: VehicleListLabels;
  readonly first: boolean;
  readonly last: boolean;
  readonly headingLevel: 2 | 3 | 4;
  readonly detailsLink?: ReactNode;
  /** Keeps each control's element, so focus can follow the vehicle after a move. */
  readonly register: (control: VehicleControl) => (element: HTMLButtonElement | null) => void;
  readonly onMove: (direction: 'up' | 'down') => void;
}

/**
 * One vehicle of the list, sortable by dnd-kit through its handle only (the rest of the card keeps
 * its text selectable and its link clickable). The handle is a real button: Space or Enter picks the
 * vehicle up, the arrow keys move it, Space or Enter drops it; a mouse drags it at once, a finger
 * after a short press (so the page still scrolls under a swipe). Move up / Move down stay beside it
 * (WCAG 2.2 SC 2.5.7).
 * @internal
 */
export function SortableVehicle({
  vehicle,
  labels,
  first,
  last,
  headingLevel,
  detailsLink,
  register,
  onMove,
}: SortableVehicleProps) {
  const Heading = `h${headingLevel}` as const;
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: vehicle.id,
    // dnd-kit's own role description is the English "sortable"/"draggable".
    attributes: { roleDescription: labels.dragRole },
  });
  const registerHandle = register('drag');
  // Only a translation: the list is vertical, and a scale would stretch cards of different heights.
  const style: CSSProperties = {
    transform: transform
      ? `translate3d(${Math.round(transform.x)}px, ${Math.round(transform.y)}px, 0)`
      : undefined,
    transition,
  };
  return (
    <li
      ref={setNodeRef}
      style={style}
      data-slot="vehicle-list-item"
      data-dragging={isDragging || undefined}
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-card border border-line bg-canvas p-4 sm:flex-row sm:items-start',
        // The lifted card is drawn above its neighbours and marked by more than colour.
        'data-dragging:relative data-dragging:z-10 data-dragging:border-2 data-dragging:border-brand data-dragging:shadow-lg',
      )}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-2">
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
        {detailsLink ? <div>{detailsLink}</div> : null}
      </div>
      <div className="flex shrink-0 gap-2 sm:flex-col">
        <IconButton
          ref={(element) => {
            setActivatorNodeRef(element);
            registerHandle(element);
          }}
          variant="secondary"
          label={labels.dragHandle(vehicle.plate)}
          icon={<GripVertical />}
          // A delay, not a distance, starts a touch drag: `manipulation` keeps the page scrolling.
          className="cursor-grab touch-manipulation active:cursor-grabbing"
          {...attributes}
          {...listeners}
        />
        <IconButton
          ref={register('up')}
          variant="secondary"
          label={labels.moveUp(vehicle.plate)}
          icon={<ArrowUp />}
          aria-disabled={first || undefined}
          className="aria-disabled:opacity-50"
          onClick={() => {
            if (!first) onMove('up');
          }}
        />
        <IconButton
          ref={register('down')}
          variant="secondary"
          label={labels.moveDown(vehicle.plate)}
          icon={<ArrowDown />}
          aria-disabled={last || undefined}
          className="aria-disabled:opacity-50"
          onClick={() => {
            if (!last) onMove('down');
          }}
        />
      </div>
    </li>
  );
}
