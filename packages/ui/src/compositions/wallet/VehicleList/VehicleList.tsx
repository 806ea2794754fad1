import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useEffect, useRef, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import type { DescriptionListItem } from '../../../components/DescriptionList';
import { LiveRegion } from '../../../components/LiveRegion';
import { Skeleton } from '../../../components/Skeleton';
import {
  DataStateView,
  type DataState,
  type DataStateLabels,
} from '../../../components/DataStateView';
import { SortableVehicle, type VehicleControl } from './SortableVehicle';
import { vehicleDragAnnouncements } from './vehicleDragAnnouncements';

/** One vehicle as the list shows it, every value already in words. */
export interface VehicleListItem {
  readonly id: string;
  /** The plate as one phrase, for names ("Private plate 7406, Ajman"). */
  readonly plate: string;
  /** The plate number, shown large. */
  readonly plateNumber: string;
  /** The emirate's short code shown on the plate ("AJM"), when local. */
  readonly plateCode?: string;
  /** Make and model ("Nissan Patrol"). */
  readonly title: string;
  /** The plate's facts (country, emirate, kind, colour) and the wallet, already formatted. */
  readonly facts: readonly DescriptionListItem[];
}

export interface VehicleListLabels extends DataStateLabels {
  /** Name of the list ("Your vehicles, in the order tolls are shown"). */
  readonly list: string;
  /** How to reorder, shown above the list. */
  readonly reorderHint: string;
  readonly moveUp: (plate: string) => string;
  readonly moveDown: (plate: string) => string;
  /** Announced after a move ("7406 moved to position 2 of 5."). */
  readonly moved: (plate: string, position: number, count: number) => string;
  /** The drag handle's name, naming the vehicle ("Drag 7406 to reorder"). */
  readonly dragHandle: (plate: string) => string;
  /** How the handle is described instead of "button" ("draggable"). */
  readonly dragRole: string;
  /** How to drag with the keyboard; read with the handle. */
  readonly dragInstructions: string;
  /** Announced when a vehicle is picked up ("Picked up 7406, at position 1 of 5."). */
  readonly dragPickedUp: (plate: string, position: number, count: number) => string;
  /** Announced as a dragged vehicle passes a place ("7406 is over position 2 of 5."). */
  readonly dragOver: (plate: string, position: number, count: number) => string;
  /** Announced when a drag is cancelled or ends where it began ("7406 stays at position 1 of 5."). */
  readonly dragStayed: (plate: string, position: number, count: number) => string;
  readonly empty: string;
}

export interface VehicleListProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The vehicles in the order to show; the caller owns the order (and restores it on failure). */
  readonly state: DataState<readonly VehicleListItem[]>;
  readonly labels: VehicleListLabels;
  /** Called with the new order of ids after a move up or down, or a drop. */
  readonly onReorder: (vehicleIds: readonly string[]) => void;
  /** A link to the vehicle's details (the caller's router link), per vehicle. */
  readonly renderDetailsLink?: (vehicle: VehicleListItem) => ReactNode;
  /** Heading level of each vehicle's title (default 2). */
  readonly headingLevel?: 2 | 3 | 4;
}

type Direction = 'up' | 'down';

/** The order with the vehicle at `index` moved one place up or down. */
export function movedOrder(ids: readonly string[], index: number, direction: Direction): string[] {
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target] as string, next[index] as string];
  return next;
}

/** Keeps a dragged card on the list's axis: it only ever moves up or down. */
const alongTheList: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * The person's Darb vehicles in their order (SCREENS.md S6.3): plate, make and wallet, a details
 * link, and three ways to reorder each vehicle: Move up / Move down buttons (WCAG 2.2 SC 2.5.7:
 * reordering never needs dragging), and a drag handle (dnd-kit) that follows a mouse, a finger
 * after a short press, or the keyboard (Space, arrows, Space). A move or a drop calls `onReorder`
 * with the new order, announces it in the page's language, and keeps focus on the control used as
 * it travels with its vehicle. The buttons at the ends stay focusable (`aria-disabled`) so focus is
 * never lost.
 */
export function VehicleList({
  state,
  labels,
  onReorder,
  renderDetailsLink,
  headingLevel = 2,
  className,
  ...props
}: VehicleListProps) {
  const controls = useRef(new Map<string, HTMLButtonElement>());
  // The control to focus once the caller shows the vehicle at its new position (a ref: focusing
  // needs no render of its own).
  const focusAfterMove = useRef<
    { readonly id: string; readonly control: VehicleControl; readonly position: number } | undefined
  >(undefined);
  const [announcement, setAnnouncement] = useState('');
  const lastOver = useRef<UniqueIdentifier | undefined>(undefined);
  const announceFrame = useRef<number | undefined>(undefined);
  useEffect(() => () => cancelAnimationFrame(announceFrame.current ?? 0), []);
  const sensors = useSensors(
    // A mouse drags once it has moved a few pixels, so a plain click on the handle does nothing.
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    // A finger drags after a short press; a swipe that starts on the handle still scrolls.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // A live region speaks only when its text changes: moving the same vehicle back and forth gives
  // the same sentence twice, so the region is emptied first and filled a frame later.
  const announce = (sentence: string) => {
    setAnnouncement('');
    cancelAnimationFrame(announceFrame.current ?? 0);
    announceFrame.current = requestAnimationFrame(() => setAnnouncement(sentence));
  };

  useEffect(() => {
    const pending = focusAfterMove.current;
    if (!pending || state.status !== 'ready') return;
    if (state.data[pending.position]?.id !== pending.id) return;
    controls.current.get(`${pending.id}:${pending.control}`)?.focus();
    focusAfterMove.current = undefined;
  }, [state]);

  const register =
    (id: string) => (control: VehicleControl) => (element: HTMLButtonElement | null) => {
      const key = `${id}:${control}`;
      if (element) controls.current.set(key, element);
      else controls.current.delete(key);
    };

  return (
    <section data-slot="vehicle-list" className={cn('flex flex-col gap-4', className)} {...props}>
      <LiveRegion>{announcement}</LiveRegion>
      <DataStateView
        state={state}
        labels={labels}
        isEmpty={(vehicles) => vehicles.length === 0}
        empty={{ message: labels.empty }}
        skeleton={[0, 1, 2].map((index) => (
          <Skeleton key={index} shape="block" className="h-28" />
        ))}
      >
        {(vehicles) => {
          const ids = vehicles.map((vehicle) => vehicle.id);
          const reorder = (next: string[], id: string, control: VehicleControl) => {
            focusAfterMove.current = { id, control, position: next.indexOf(id) };
            onReorder(next);
          };
          const move = (index: number, direction: Direction) => {
            const vehicle = vehicles[index];
            const next = movedOrder(ids, index, direction);
            if (!vehicle || next.every((id, position) => id === ids[position])) return;
            announce(labels.moved(vehicle.plate, next.indexOf(vehicle.id) + 1, next.length));
            reorder(next, vehicle.id, direction);
          };
          // The drop was announced by the drag announcements; only the order changes here.
          const drop = ({ active, over }: DragEndEvent) => {
            const from = ids.indexOf(String(active.id));
            const to = over ? ids.indexOf(String(over.id)) : -1;
            if (from < 0 || to < 0 || from === to) return;
            reorder(arrayMove(ids, from, to), String(active.id), 'drag');
          };
          return (
            <>
              <p className="max-w-prose text-body text-ink-muted">{labels.reorderHint}</p>
              <DndContext
                sensors={sensors}
                collisionDetection={closestCenter}
                modifiers={[alongTheList]}
                accessibility={{
                  announcements: vehicleDragAnnouncements(vehicles, labels, announce, lastOver),
                  screenReaderInstructions: { draggable: labels.dragInstructions },
                }}
                onDragEnd={drop}
              >
                <SortableContext items={ids} strategy={verticalListSortingStrategy}>
                  <ol aria-label={labels.list} className="flex flex-col gap-3">
                    {vehicles.map((vehicle, index) => (
                      <SortableVehicle
                        key={vehicle.id}
                        vehicle={vehicle}
                        labels={labels}
                        first={index === 0}
                        last={index === vehicles.length - 1}
                        headingLevel={headingLevel}
                        detailsLink={renderDetailsLink?.(vehicle)}
                        register={register(vehicle.id)}
                        onMove={(direction) => move(index, direction)}
                      />
                    ))}
                  </ol>
                </SortableContext>
              </DndContext>
            </>
          );
        }}
      </DataStateView>
    </section>
  );
}
