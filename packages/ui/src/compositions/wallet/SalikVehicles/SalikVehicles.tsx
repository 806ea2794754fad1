import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { DescriptionList } from '../../../components/DescriptionList';
import { EmptyState } from '../../../components/EmptyState';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton';
import { DataStateView, type DataState } from '../../../components/DataStateView';
import { PlateCards } from '../PlateCards';
import type { VehicleListItem } from '../VehicleList/VehicleList';

/** A lookup list of the Salik screen, its options already in the page's language and joined. */
export interface SalikLookupGroup {
  readonly id: string;
  /** "Plate colours". */
  readonly title: string;
  /** "Red, Blue and Green". */
  readonly options: string;
}

/**
 * Salik's lookups after a load (core's `loadSalikLookups`): still loading, or the lists, with the
 * failure to show when the load failed (the lists are then empty: core cleared them).
 */
export type SalikLookupsState =
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready';
      readonly groups: readonly SalikLookupGroup[];
      /** The load failed: the server's message when it sent one, else the generic one; translated. */
      readonly failure?: {
        readonly message: string;
        readonly onRetry: () => void | Promise<unknown>;
      };
    };

export interface SalikVehiclesLabels {
  readonly retry: string;
  readonly retrying: string;
  readonly unlinkedTitle: string;
  /** Name of the vehicle list ("Your vehicles that are not linked to a Salik account"). */
  readonly unlinkedCaption: string;
  readonly loading: string;
  /** "All your vehicles are linked to Salik." */
  readonly empty: string;
  readonly lookupsTitle: string;
  readonly lookupsLoading: string;
  /** The failure alert's title ("The plate options could not be loaded"). */
  readonly lookupsFailed: string;
  readonly lookupsEmpty: string;
  /** The error tone's name, read before the alert ("Error"). */
  readonly error: string;
}

export interface SalikVehiclesProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The person's vehicles not linked to Salik. */
  readonly vehicles: DataState<readonly VehicleListItem[]>;
  readonly lookups: SalikLookupsState;
  readonly labels: SalikVehiclesLabels;
  /** The next step when every vehicle is linked (the caller's link back to the hub). */
  readonly emptyAction?: ReactNode;
  /** Heading level of each section (default 2); vehicles are one level deeper. */
  readonly headingLevel?: 2 | 3;
}

function LookupsFailure({
  failure,
  labels,
}: {
  readonly failure: NonNullable<Extract<SalikLookupsState, { status: 'ready' }>['failure']>;
  readonly labels: SalikVehiclesLabels;
}) {
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    if (retrying) return;
    const attempt = failure.onRetry();
    if (attempt instanceof Promise) {
      setRetrying(true);
      // The caller handles the attempt's outcome; here it only ends the loading look.
      attempt.then(
        () => setRetrying(false),
        () => setRetrying(false),
      );
    }
  };
  return (
    <Alert
      tone="error"
      toneLabel={labels.error}
      title={labels.lookupsFailed}
      action={
        <Button
          variant="secondary"
          loading={retrying}
          loadingLabel={labels.retrying}
          onClick={retry}
        >
          {labels.retry}
        </Button>
      }
    >
      {failure.message}
    </Alert>
  );
}

/**
 * Salik (SCREENS.md S6.8): the person's vehicles not linked to Salik, and the plate options Salik
 * accepts. When the options fail to load they are cleared and the server's message shows in an
 * error alert with a retry (spec 000 §8), while the vehicles stay.
 */
export function SalikVehicles({
  vehicles,
  lookups,
  labels,
  emptyAction,
  headingLevel = 2,
  className,
  ...props
}: SalikVehiclesProps) {
  const Heading = `h${headingLevel}` as const;
  const vehiclesId = useId();
  const lookupsId = useId();
  return (
    <div
      data-slot="salik-vehicles"
      className={cn('@container flex min-w-0 flex-col gap-8', className)}
      {...props}
    >
      <section aria-labelledby={vehiclesId} className="flex min-w-0 flex-col gap-3">
        <Heading id={vehiclesId} className="text-title font-bold break-words">
          {labels.unlinkedTitle}
        </Heading>
        <DataStateView
          state={vehicles}
          labels={{ loading: labels.loading, retry: labels.retry, retrying: labels.retrying }}
          isEmpty={(items) => items.length === 0}
          empty={{ message: labels.empty, action: emptyAction }}
          skeleton={[0, 1].map((index) => (
            <Skeleton key={index} shape="block" className="h-28" />
          ))}
        >
          {(items) => (
            <PlateCards
              vehicles={items}
              label={labels.unlinkedCaption}
              headingLevel={(headingLevel + 1) as 3 | 4}
            />
          )}
        </DataStateView>
      </section>

      <section aria-labelledby={lookupsId} className="flex min-w-0 flex-col gap-3">
        <Heading id={lookupsId} className="text-title font-bold break-words">
          {labels.lookupsTitle}
        </Heading>
        {lookups.status === 'loading' ? (
          <SkeletonGroup label={labels.lookupsLoading}>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} />
            ))}
          </SkeletonGroup>
        ) : lookups.failure ? (
          <LookupsFailure failure={lookups.failure} labels={labels} />
        ) : lookups.groups.length === 0 ? (
          <EmptyState>{labels.lookupsEmpty}</EmptyState>
        ) : (
          <DescriptionList
            items={lookups.groups.map((group) => ({
              key: group.id,
              term: group.title,
              description: group.options,
            }))}
          />
        )}
      </section>
    </div>
  );
}
