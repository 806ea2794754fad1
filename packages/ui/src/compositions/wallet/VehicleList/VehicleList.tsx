import { ArrowDown, ArrowUp, Car } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { DescriptionList, type DescriptionListItem } from '../../../components/DescriptionList';
import { IconButton } from '../../../components/IconButton';
import { LiveRegion } from '../../../components/LiveRegion';
import { Skeleton } from '../../../components/Skeleton';
import type { DataState, DataStateLabels } from '../dataState';
import { DataStateView } from '../DataStateView';

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
  readonly empty: string;
}

export interface VehicleListProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The vehicles in the order to show; the caller owns the order (and restores it on failure). */
  readonly state: DataState<readonly VehicleListItem[]>;
  readonly labels: VehicleListLabels;
  /** Called with the new order of ids after a move up or down. */
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

/**
 * The person's Darb vehicles in their order (SCREENS.md S6.3): plate, make and wallet, a details
 * link, and Move up / Move down buttons on every vehicle (WCAG 2.2 SC 2.5.7: reordering never needs
 * dragging). A move calls `onReorder` with the new order, announces the new position, and keeps
 * focus on the pressed button as it travels with its vehicle. The buttons at the ends stay focusable
 * (`aria-disabled`) so focus is never lost.
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
  const Heading = `h${headingLevel}` as const;
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // The button to focus once the caller shows the vehicle at its new position (a ref: focusing
  // needs no render of its own).
  const focusAfterMove = useRef<
    { readonly id: string; readonly direction: Direction; readonly position: number } | undefined
  >(undefined);
  const [announcement, setAnnouncement] = useState('');
  const announceFrame = useRef<number | undefined>(undefined);
  useEffect(() => () => cancelAnimationFrame(announceFrame.current ?? 0), []);

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
    buttons.current.get(`${pending.id}:${pending.direction}`)?.focus();
    focusAfterMove.current = undefined;
  }, [state]);

  const register = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
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
          const move = (index: number, direction: Direction) => {
            const vehicle = vehicles[index];
            const next = movedOrder(ids, index, direction);
            if (!vehicle || next.every((id, position) => id === ids[position])) return;
            const position = next.indexOf(vehicle.id);
            focusAfterMove.current = { id: vehicle.id, direction, position };
            announce(labels.moved(vehicle.plate, position + 1, next.length));
            onReorder(next);
          };
          return (
            <>
              <p className="max-w-prose text-body text-ink-muted">{labels.reorderHint}</p>
              <ol aria-label={labels.list} className="flex flex-col gap-3">
                {vehicles.map((vehicle, index) => {
                  const first = index === 0;
                  const last = index === vehicles.length - 1;
                  return (
                    <li
                      key={vehicle.id}
                      data-slot="vehicle-list-item"
                      className="flex min-w-0 flex-col gap-3 rounded-card border border-line bg-canvas p-4 sm:flex-row sm:items-start"
                    >
                      <div className="flex min-w-0 flex-1 flex-col gap-2">
                        <Heading className="flex flex-wrap items-center gap-3 text-body font-semibold break-words">
                          <Car aria-hidden="true" className="size-5 shrink-0 text-brand" />
                          <span
                            aria-hidden="true"
                            className="inline-flex items-center gap-2 rounded-control border-2 border-control-line px-2 py-0.5 font-mono text-title tabular-nums"
                          >
                            {vehicle.plateCode ? (
                              <span className="text-caption font-bold">{vehicle.plateCode}</span>
                            ) : null}
                            {vehicle.plateNumber}
                          </span>
                          <span className="sr-only">{vehicle.plate}</span>
                          <span className="min-w-0">{vehicle.title}</span>
                        </Heading>
                        <DescriptionList items={vehicle.facts} />
                        {renderDetailsLink ? <div>{renderDetailsLink(vehicle)}</div> : null}
                      </div>
                      <div className="flex shrink-0 gap-2 sm:flex-col">
                        <IconButton
                          ref={register(`${vehicle.id}:up`)}
                          variant="secondary"
                          label={labels.moveUp(vehicle.plate)}
                          icon={<ArrowUp />}
                          aria-disabled={first || undefined}
                          className="aria-disabled:opacity-50"
                          onClick={() => {
                            if (!first) move(index, 'up');
                          }}
                        />
                        <IconButton
                          ref={register(`${vehicle.id}:down`)}
                          variant="secondary"
                          label={labels.moveDown(vehicle.plate)}
                          icon={<ArrowDown />}
                          aria-disabled={last || undefined}
                          className="aria-disabled:opacity-50"
                          onClick={() => {
                            if (!last) move(index, 'down');
                          }}
                        />
                      </div>
                    </li>
                  );
                })}
              </ol>
            </>
          );
        }}
      </DataStateView>
    </section>
  );
}
