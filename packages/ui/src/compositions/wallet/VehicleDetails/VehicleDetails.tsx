import { Car } from 'lucide-react';
import {
  useRef,
  useState,
  type ComponentPropsWithRef,
  type FormEvent,
  type ReactNode,
} from 'react';
import { cn } from '../../../lib/cn';
import { Button } from '../../../components/Button';
import { DescriptionList, type DescriptionListItem } from '../../../components/DescriptionList';
import { Field } from '../../../components/Field';
import { Select } from '../../../components/Select';
import { Skeleton } from '../../../components/Skeleton';
import {
  DataStateView,
  type DataState,
  type DataStateLabels,
} from '../../../components/DataStateView';
import { PlateBadge } from '../PlateBadge';

/** One vehicle as its details page shows it, every value already in words. */
export interface VehicleDetailsData {
  readonly id: string;
  /** The plate as one phrase ("Private plate 7406, Ajman"). */
  readonly plate: string;
  readonly plateNumber: string;
  /** The emirate's short code of a local plate ("AJM"). */
  readonly plateCode?: string;
  /** Make and model ("Nissan Patrol"). */
  readonly title: string;
  /** The plate: number, country, emirate with its short code, kind and colour. */
  readonly plateFacts: readonly DescriptionListItem[];
  /** The vehicle: make, model, registration expiry, state. */
  readonly facts: readonly DescriptionListItem[];
  /** The wallet the vehicle uses now, if any. */
  readonly walletId?: string;
  /** That wallet's name, or the words for "no wallet". */
  readonly walletName: string;
}

/** A wallet the vehicle can be assigned to. */
export interface VehicleWalletOption {
  readonly value: string;
  readonly label: string;
}

export interface VehicleDetailsLabels extends DataStateLabels {
  /** No such vehicle in the person's account. */
  readonly notFound: string;
  /** Heading of the plate's facts ("Plate"). */
  readonly plateTitle: string;
  /** Heading of the wallet part ("Wallet"). */
  readonly walletTitle: string;
  /** Term of the current wallet ("Assigned to"). */
  readonly assignedTo: string;
  /** The wallet field's label ("Wallet for this vehicle"). */
  readonly assignLabel: string;
  readonly assignHint: string;
  /** The empty first option ("Choose a wallet"). */
  readonly assignPlaceholder: string;
  readonly assignSubmit: string;
  /** Announced while saving ("Assigning the vehicle"). */
  readonly assigning: string;
  /** Error when no wallet is chosen. */
  readonly assignRequired: string;
  /** Read before an error, not shown ("Error:"). */
  readonly errorPrefix: string;
}

export interface VehicleDetailsProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The vehicle; ready with `undefined` when the person has no such vehicle. */
  readonly state: DataState<VehicleDetailsData | undefined>;
  /** The person's wallets to choose from. */
  readonly wallets: readonly VehicleWalletOption[];
  readonly labels: VehicleDetailsLabels;
  /**
   * Assigns the vehicle to the chosen wallet. Resolves to the refusal to show (the server's message,
   * translated fallback otherwise), or `undefined` when it worked; the caller says so and refetches.
   */
  readonly onAssign: (walletId: string) => Promise<string | undefined>;
  /** The way back when there is no such vehicle (to the vehicle list). */
  readonly notFoundAction?: ReactNode;
  /** Level of the part headings (default 2, under the page's h1). */
  readonly headingLevel?: 2 | 3 | 4;
}

/**
 * One Darb vehicle (SCREENS.md S6.3): its plate (number, country, emirate name and short code,
 * kind, colour), make and registration, the wallet its tolls are paid from, and a form to assign it
 * to another of the person's wallets. A refusal shows under the field with the chosen wallet kept;
 * the caller reports success. Loading shows placeholders, an error the message with a retry, and an
 * unknown vehicle a sentence with the way back.
 */
export function VehicleDetails({
  state,
  wallets,
  labels,
  onAssign,
  notFoundAction,
  headingLevel = 2,
  className,
  ...props
}: VehicleDetailsProps) {
  return (
    <section
      data-slot="vehicle-details"
      className={cn('flex min-w-0 flex-col gap-6', className)}
      {...props}
    >
      <DataStateView
        state={state}
        labels={labels}
        isEmpty={(vehicle) => vehicle === undefined}
        empty={{ message: labels.notFound, action: notFoundAction }}
        skeleton={
          <div className="flex flex-col gap-3">
            <Skeleton shape="line" className="w-1/3" />
            <Skeleton shape="block" className="h-40" />
            <Skeleton shape="block" className="h-24" />
          </div>
        }
      >
        {(vehicle) =>
          vehicle ? (
            <VehicleDetailsContent
              // A new vehicle starts with its own wallet chosen.
              key={vehicle.id}
              vehicle={vehicle}
              wallets={wallets}
              labels={labels}
              onAssign={onAssign}
              headingLevel={headingLevel}
            />
          ) : null
        }
      </DataStateView>
    </section>
  );
}

function VehicleDetailsContent({
  vehicle,
  wallets,
  labels,
  onAssign,
  headingLevel,
}: {
  readonly vehicle: VehicleDetailsData;
  readonly wallets: readonly VehicleWalletOption[];
  readonly labels: VehicleDetailsLabels;
  readonly onAssign: (walletId: string) => Promise<string | undefined>;
  readonly headingLevel: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  const [chosen, setChosen] = useState(vehicle.walletId ?? '');
  const [error, setError] = useState<string | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const select = useRef<HTMLSelectElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    if (!chosen) {
      setError(labels.assignRequired);
      select.current?.focus();
      return;
    }
    setError(undefined);
    setSaving(true);
    const refusal = await onAssign(chosen);
    setSaving(false);
    setError(refusal);
    // Back on the field, its error is read with it; the chosen wallet stays for another try.
    if (refusal) select.current?.focus();
  };

  return (
    <>
      <div className="flex flex-col gap-3 rounded-card border border-line bg-canvas p-4">
        <Heading className="flex flex-wrap items-center gap-3 text-title font-semibold break-words">
          <Car aria-hidden="true" className="size-5 shrink-0 text-brand" />
          <PlateBadge
            plate={vehicle.plate}
            plateNumber={vehicle.plateNumber}
            {...(vehicle.plateCode ? { plateCode: vehicle.plateCode } : {})}
          />
          <span className="min-w-0">{vehicle.title}</span>
        </Heading>
        <DescriptionList items={vehicle.facts} />
      </div>
      <div className="flex flex-col gap-3">
        <Heading className="text-title font-semibold">{labels.plateTitle}</Heading>
        <DescriptionList items={vehicle.plateFacts} />
      </div>
      <div className="flex flex-col gap-3">
        <Heading className="text-title font-semibold">{labels.walletTitle}</Heading>
        <DescriptionList
          items={[{ key: 'wallet', term: labels.assignedTo, description: vehicle.walletName }]}
        />
        <form noValidate className="flex max-w-md flex-col gap-4" onSubmit={submit}>
          <Field
            label={labels.assignLabel}
            hint={labels.assignHint}
            required
            error={error}
            errorPrefix={labels.errorPrefix}
          >
            <Select
              ref={select}
              value={chosen}
              placeholder={labels.assignPlaceholder}
              onValueChange={(value) => {
                setChosen(value);
                setError(undefined);
              }}
            >
              {wallets.map((wallet) => (
                <option key={wallet.value} value={wallet.value}>
                  {wallet.label}
                </option>
              ))}
            </Select>
          </Field>
          <div>
            <Button type="submit" loading={saving} loadingLabel={labels.assigning}>
              {labels.assignSubmit}
            </Button>
          </div>
        </form>
      </div>
    </>
  );
}
