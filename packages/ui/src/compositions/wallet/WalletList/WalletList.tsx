import type { StatusBarColor } from '@portal/core';
import { Pencil, Plus, Wallet } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../../lib/cn';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Card, CardBody, CardFooter, CardTitle } from '../../../components/Card';
import { DescriptionList } from '../../../components/DescriptionList';
import { Skeleton } from '../../../components/Skeleton';
import { StatusTag } from '../../../components/StatusTag';
import {
  DataStateView,
  type DataState,
  type DataStateLabels,
} from '../../../components/DataStateView';

/** One toll wallet as the list shows it; every value already formatted and translated. */
export interface WalletListItem {
  readonly id: string;
  readonly name: string;
  /** The balance formatted by core's `formatAmount` with the currency. */
  readonly balance: string;
  /** The status in words. */
  readonly status: string;
  readonly statusTone: StatusBarColor;
  /** Core's `isKycExpired(status)`: the wallet needs the identity renewed before it can be used. */
  readonly kycExpired: boolean;
  /** Vehicles using the wallet, in words ("3 vehicles"). */
  readonly vehicles?: string;
}

export interface WalletListLabels extends DataStateLabels {
  readonly balance: string;
  readonly status: string;
  readonly vehicles: string;
  /** The create button ("Create wallet"). */
  readonly create: string;
  /** Name of the top-up button of one wallet ("Top up Family cars"). */
  readonly topUp: (walletName: string) => string;
  /** Name of the edit button of one wallet ("Edit Family cars"). */
  readonly edit: (walletName: string) => string;
  /** Visible words of the two buttons. */
  readonly topUpShort: string;
  readonly editShort: string;
  /** The empty sentence ("You have no toll wallet yet."). */
  readonly empty: string;
  /** Title of the KYC warning ("Identity verification expired"). */
  readonly kycExpiredTitle: string;
  /** What to do about it. */
  readonly kycExpiredAdvice: string;
  /** Tone name read before the warning ("Warning"). */
  readonly warning: string;
}

export interface WalletListProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  readonly state: DataState<readonly WalletListItem[]>;
  readonly labels: WalletListLabels;
  readonly onCreate: () => void;
  readonly onEdit: (walletId: string) => void;
  /**
   * Top-up of one wallet. Without it no top-up button is shown: a page that has nowhere to top up
   * yet leaves it out rather than offering a button that leads nowhere.
   */
  readonly onTopUp?: (walletId: string) => void;
  /** Heading level of each wallet's name (default 2). */
  readonly headingLevel?: 2 | 3 | 4;
}

/**
 * The person's toll wallets (SCREENS.md S6.1): balance, status, vehicles, a warning with what to do
 * when the identity verification expired (spec 000 §3 "KYC Expired"), edit, create and (when the
 * caller offers it) top-up, refused for a KYC-expired wallet.
 */
export function WalletList({
  state,
  labels,
  onCreate,
  onEdit,
  onTopUp,
  headingLevel = 2,
  className,
  ...props
}: WalletListProps) {
  const create = (
    <Button variant="secondary" startIcon={<Plus />} onClick={onCreate}>
      {labels.create}
    </Button>
  );
  return (
    <section
      data-slot="wallet-list"
      className={cn('@container flex flex-col gap-4', className)}
      {...props}
    >
      <DataStateView
        state={state}
        labels={labels}
        isEmpty={(wallets) => wallets.length === 0}
        empty={{ message: labels.empty, action: create }}
        skeleton={[0, 1].map((index) => (
          <Skeleton key={index} shape="block" className="h-40" />
        ))}
      >
        {(wallets) => (
          <>
            <ul className="grid gap-4 @2xl:grid-cols-2">
              {wallets.map((wallet) => (
                <li key={wallet.id} className="min-w-0">
                  <Card className="h-full">
                    <CardTitle level={headingLevel} className="flex items-center gap-2 text-title">
                      <Wallet aria-hidden="true" className="size-5 shrink-0 text-brand" />
                      <span className="min-w-0">{wallet.name}</span>
                    </CardTitle>
                    <CardBody className="flex flex-col gap-3">
                      <DescriptionList
                        items={[
                          {
                            key: 'balance',
                            term: labels.balance,
                            description: (
                              <span className="text-title font-bold tabular-nums">
                                {wallet.balance}
                              </span>
                            ),
                          },
                          {
                            key: 'status',
                            term: labels.status,
                            description: (
                              <StatusTag tone={wallet.statusTone}>{wallet.status}</StatusTag>
                            ),
                          },
                          ...(wallet.vehicles === undefined
                            ? []
                            : [
                                {
                                  key: 'vehicles',
                                  term: labels.vehicles,
                                  description: wallet.vehicles,
                                },
                              ]),
                        ]}
                      />
                      {wallet.kycExpired ? (
                        <Alert
                          tone="warning"
                          toneLabel={labels.warning}
                          title={labels.kycExpiredTitle}
                        >
                          {labels.kycExpiredAdvice}
                        </Alert>
                      ) : null}
                    </CardBody>
                    <CardFooter className="flex flex-wrap gap-2">
                      {onTopUp ? (
                        <Button
                          aria-label={labels.topUp(wallet.name)}
                          onClick={() => onTopUp(wallet.id)}
                          disabled={wallet.kycExpired}
                        >
                          {labels.topUpShort}
                        </Button>
                      ) : null}
                      <Button
                        variant="secondary"
                        startIcon={<Pencil />}
                        aria-label={labels.edit(wallet.name)}
                        onClick={() => onEdit(wallet.id)}
                      >
                        {labels.editShort}
                      </Button>
                    </CardFooter>
                  </Card>
                </li>
              ))}
            </ul>
            <div>{create}</div>
          </>
        )}
      </DataStateView>
    </section>
  );
}
