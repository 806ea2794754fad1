import { ParkingCircle } from 'lucide-react';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import type { StatusBarColor } from '@portal/core';
import { cn } from '../../../lib/cn';
import { Card, CardBody, CardTitle } from '../../../components/Card';
import { DescriptionList, type DescriptionListItem } from '../../../components/DescriptionList';
import { Link } from '../../../components/Link';
import { Skeleton } from '../../../components/Skeleton';
import { StatusTag } from '../../../components/StatusTag';
import { DataStateView, type DataState } from '../../../components/DataStateView';
import { PlateCards } from '../PlateCards';
import type { VehicleListItem } from '../VehicleList/VehicleList';

/** One Mawaqif permit as the parking overview shows it, every value already in words. */
export interface ParkingPermitItem {
  readonly id: string;
  /** The permit's type ("Resident parking permit"). */
  readonly title: string;
  /** Its status in words ("Renewal due") and the tone of its tag. */
  readonly status: string;
  readonly statusTone: StatusBarColor;
  /** Validity, area and plate. */
  readonly facts: readonly DescriptionListItem[];
}

/** One fines total (Mawaqif or Darb) as the parking overview shows it. */
export interface ParkingFineItem {
  readonly id: 'mawaqif' | 'darb';
  /** "Mawaqif parking fines". */
  readonly label: string;
  /** "AED 300.00", through core's `formatAmount`. */
  readonly amount: string;
  /** "2 fines". */
  readonly count: string;
  /** Whether anything is to pay (a total above zero). */
  readonly due: boolean;
}

/** One related service as a link, its address checked and carrying `lang`. */
export interface ParkingServiceItem {
  readonly id: string;
  readonly title: string;
  readonly href: string;
}

export interface ParkingOverviewLabels {
  /** The retry button ("Try again") and what is announced while retrying ("Trying again"). */
  readonly retry: string;
  readonly retrying: string;
  readonly finesTitle: string;
  readonly finesLoading: string;
  /** "You have no parking or toll fines to pay." */
  readonly finesEmpty: string;
  readonly permitsTitle: string;
  readonly permitsLoading: string;
  /** Name of the permit list ("Your Mawaqif parking permits"). */
  readonly permitsCaption: string;
  readonly permitsEmpty: string;
  /** The empty permits' next step, a link to the services section ("Go to parking services"). */
  readonly toServices: string;
  readonly permitStatus: string;
  readonly vehiclesTitle: string;
  readonly vehiclesLoading: string;
  /** Name of the vehicle list ("Vehicles registered on traffic file 10023456"). */
  readonly vehiclesCaption: string;
  /** The sentence when there is no vehicle, or no traffic file to list them by. */
  readonly vehiclesEmpty: string;
  readonly servicesTitle: string;
  readonly servicesLoading: string;
  readonly servicesEmpty: string;
}

export interface ParkingOverviewProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The Mawaqif and Darb fines totals. */
  readonly fines: DataState<readonly ParkingFineItem[]>;
  readonly permits: DataState<readonly ParkingPermitItem[]>;
  /** The vehicles on the person's traffic file. */
  readonly vehicles: DataState<readonly VehicleListItem[]>;
  /** Related services, their addresses already checked and carrying `lang` (`parkingServiceItemsOf`). */
  readonly services: DataState<readonly ParkingServiceItem[]>;
  readonly labels: ParkingOverviewLabels;
  /** The next step when there is no vehicle (the caller's router link to the toll wallet). */
  readonly vehiclesEmptyAction?: ReactNode;
  /** The next step when there is no service (the caller's link back to the hub). */
  readonly servicesEmptyAction?: ReactNode;
  /** Heading level of each section (default 2); items are one level deeper. */
  readonly headingLevel?: 2 | 3;
}

function Section({
  title,
  headingLevel,
  id,
  children,
}: {
  readonly title: string;
  readonly headingLevel: 2 | 3;
  readonly id?: string;
  readonly children: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  const generated = useId();
  const headingId = id ?? generated;
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      {/* Focusable by script only, so the "Go to parking services" link moves focus here. */}
      <Heading id={headingId} tabIndex={-1} className="text-title font-bold break-words">
        {title}
      </Heading>
      {children}
    </section>
  );
}

/**
 * The person's parking (SCREENS.md S6.7): the Mawaqif and Darb fines totals, the Mawaqif permits with
 * status and validity, the vehicles on their traffic file, and related services as links (permit
 * service pages carrying `lang`). Each part loads, fails and retries on its own.
 */
export function ParkingOverview({
  fines,
  permits,
  vehicles,
  services,
  labels,
  vehiclesEmptyAction,
  servicesEmptyAction,
  headingLevel = 2,
  className,
  ...props
}: ParkingOverviewProps) {
  const servicesId = useId();
  const itemLevel = (headingLevel + 1) as 3 | 4;
  const stateLabels = (loading: string) => ({
    loading,
    retry: labels.retry,
    retrying: labels.retrying,
  });
  return (
    <div
      data-slot="parking-overview"
      className={cn('@container flex min-w-0 flex-col gap-8', className)}
      {...props}
    >
      <Section title={labels.finesTitle} headingLevel={headingLevel}>
        <DataStateView
          state={fines}
          labels={stateLabels(labels.finesLoading)}
          isEmpty={(items) => items.every((item) => !item.due)}
          empty={{ message: labels.finesEmpty }}
          skeleton={<Skeleton shape="block" className="h-24" />}
        >
          {(items) => (
            <DescriptionList
              items={items.map((item) => ({
                key: item.id,
                term: item.label,
                description: (
                  <span className="flex flex-wrap items-baseline gap-x-3">
                    <span className="text-title font-bold tabular-nums">{item.amount}</span>
                    <span className="text-caption text-ink-muted">{item.count}</span>
                  </span>
                ),
              }))}
            />
          )}
        </DataStateView>
      </Section>

      <Section title={labels.permitsTitle} headingLevel={headingLevel}>
        <DataStateView
          state={permits}
          labels={stateLabels(labels.permitsLoading)}
          isEmpty={(items) => items.length === 0}
          empty={{
            message: labels.permitsEmpty,
            action: (
              <Link variant="standalone" href={`#${servicesId}`}>
                {labels.toServices}
              </Link>
            ),
          }}
          skeleton={[0, 1].map((index) => (
            <Skeleton key={index} shape="block" className="h-36" />
          ))}
        >
          {(items) => (
            <ul aria-label={labels.permitsCaption} className="grid gap-4 @2xl:grid-cols-2">
              {items.map((permit) => (
                <li key={permit.id} className="min-w-0">
                  <Card className="h-full">
                    <CardTitle level={itemLevel} className="flex items-center gap-2 text-body">
                      <ParkingCircle aria-hidden="true" className="size-5 shrink-0 text-brand" />
                      <span className="min-w-0 font-semibold">{permit.title}</span>
                    </CardTitle>
                    <CardBody>
                      <DescriptionList
                        items={[
                          {
                            key: 'status',
                            term: labels.permitStatus,
                            description: (
                              <StatusTag tone={permit.statusTone}>{permit.status}</StatusTag>
                            ),
                          },
                          ...permit.facts,
                        ]}
                      />
                    </CardBody>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </DataStateView>
      </Section>

      <Section title={labels.vehiclesTitle} headingLevel={headingLevel}>
        <DataStateView
          state={vehicles}
          labels={stateLabels(labels.vehiclesLoading)}
          isEmpty={(items) => items.length === 0}
          empty={{ message: labels.vehiclesEmpty, action: vehiclesEmptyAction }}
          skeleton={[0, 1].map((index) => (
            <Skeleton key={index} shape="block" className="h-28" />
          ))}
        >
          {(items) => (
            <PlateCards vehicles={items} label={labels.vehiclesCaption} headingLevel={itemLevel} />
          )}
        </DataStateView>
      </Section>

      <Section title={labels.servicesTitle} headingLevel={headingLevel} id={servicesId}>
        <DataStateView
          state={services}
          labels={stateLabels(labels.servicesLoading)}
          isEmpty={(items) => items.length === 0}
          empty={{ message: labels.servicesEmpty, action: servicesEmptyAction }}
          skeleton={[0, 1, 2].map((index) => (
            <Skeleton key={index} className="w-2/3" />
          ))}
        >
          {(items) => (
            <ul className="flex flex-col gap-2">
              {items.map((service) => (
                <li key={service.id}>
                  <Link variant="standalone" href={service.href}>
                    {service.title}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </DataStateView>
      </Section>
    </div>
  );
}
