import type { StatusBarColor } from '@portal/core';
import { CreditCard, Plus, Power, Repeat } from 'lucide-react';
import { useState, type ComponentPropsWithRef, type FormEvent } from 'react';
import { cn } from '../../../lib/cn';
import { Alert } from '../../../components/Alert';
import { AlertDialog } from '../../../components/AlertDialog';
import { Button } from '../../../components/Button';
import { Card, CardBody, CardFooter, CardTitle } from '../../../components/Card';
import { DescriptionList } from '../../../components/DescriptionList';
import { Field } from '../../../components/Field';
import { Select } from '../../../components/Select';
import { Skeleton } from '../../../components/Skeleton';
import { StatusTag } from '../../../components/StatusTag';
import {
  DataStateView,
  type DataState,
  type DataStateLabels,
} from '../../../components/DataStateView';
import { fieldErrorOf } from '../fieldErrorOf';
import { RefusalAlert } from '../RefusalAlert';
import { WalletDialogForm } from '../WalletDialogForm';

/** One rechargeable card as the list shows it; every value already in words. */
export interface RechargeableCardItem {
  readonly id: string;
  /** The number as the server masks it ("•••• 1234"). */
  readonly number: string;
  readonly active: boolean;
  /** Active or not, in words. */
  readonly status: string;
  readonly statusTone: StatusBarColor;
  /** The linked wallet's id, preselected when changing it. */
  readonly walletId?: string;
  /** The linked wallet's name. */
  readonly wallet: string;
}

/** A wallet a card can be linked to. */
export interface WalletChoice {
  readonly id: string;
  readonly name: string;
}

export interface RechargeableCardListLabels extends DataStateLabels {
  /** Name of the list ("Your rechargeable cards"). */
  readonly list: string;
  readonly number: string;
  readonly status: string;
  readonly wallet: string;
  readonly empty: string;
  readonly add: string;
  /** Visible words of the buttons; their names add the card (`activateOf`…). */
  readonly activate: string;
  readonly deactivate: string;
  readonly changeWallet: string;
  readonly activateOf: (card: string) => string;
  readonly deactivateOf: (card: string) => string;
  readonly changeWalletOf: (card: string) => string;
  /** The confirmations' titles and what is at stake. */
  readonly confirmActivate: (card: string) => string;
  readonly confirmActivateText: (wallet: string) => string;
  readonly confirmDeactivate: (card: string) => string;
  readonly confirmDeactivateText: (wallet: string) => string;
  readonly changeWalletTitle: (card: string) => string;
  /** The change-wallet choice's label and its placeholder. */
  readonly walletChoice: string;
  readonly walletRequired: string;
  readonly errorPrefix: string;
  readonly required: string;
  /** Announced while the server works. */
  readonly working: string;
  readonly cancel: string;
  readonly close: string;
  /** Tone name read before the server's refusal ("Error"). */
  readonly error: string;
}

/**
 * What an action's promise resolves with: `undefined` when the server agreed (the dialog closes), or
 * the refusal in words (the dialog stays open with it, and with what was chosen).
 */
export type CardActionOutcome = string | undefined;

export interface RechargeableCardListProps extends Omit<
  ComponentPropsWithRef<'section'>,
  'children'
> {
  readonly state: DataState<readonly RechargeableCardItem[]>;
  readonly labels: RechargeableCardListLabels;
  /** The wallets a card can move to. */
  readonly wallets: readonly WalletChoice[];
  /** Opens the add-card form. */
  readonly onAdd: () => void;
  /** (De)activates a card once confirmed. */
  readonly onSetActive: (cardId: string, activate: boolean) => Promise<CardActionOutcome>;
  /** Moves a card to another wallet once confirmed. */
  readonly onChangeWallet: (cardId: string, walletId: string) => Promise<CardActionOutcome>;
  /** Heading level of each card's number (default 2). */
  readonly headingLevel?: 2 | 3 | 4;
}

type Pending =
  | undefined
  | { readonly kind: 'activation'; readonly card: RechargeableCardItem }
  | { readonly kind: 'wallet'; readonly card: RechargeableCardItem };

/**
 * The person's rechargeable toll cards (SCREENS.md S6.4, spec 000 §2): number, status and linked
 * wallet, with Activate / Deactivate and Change wallet, each confirmed in a dialog first. The dialog
 * waits for the server: a refusal stays in it, with the wallet that was chosen, so the person can
 * try again or cancel.
 */
export function RechargeableCardList({
  state,
  labels,
  wallets,
  onAdd,
  onSetActive,
  onChangeWallet,
  headingLevel = 2,
  className,
  ...props
}: RechargeableCardListProps) {
  // The card stays after its dialog closes, so the dialog keeps its words while it animates out
  // and Radix returns focus to the button that opened it.
  const [pending, setPending] = useState<Pending>(undefined);
  const [isOpen, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  // A new key per opening: the change-wallet choice starts again from the card's wallet.
  const [opening, setOpening] = useState(0);

  const open = (next: NonNullable<Pending>) => {
    setRefusal(undefined);
    setPending(next);
    setOpening((count) => count + 1);
    setOpen(true);
  };
  const close = () => {
    if (!busy) setOpen(false);
  };
  const run = async (action: () => Promise<CardActionOutcome>) => {
    setBusy(true);
    setRefusal(undefined);
    try {
      const outcome = await action();
      if (outcome === undefined) setOpen(false);
      else setRefusal(outcome);
    } finally {
      setBusy(false);
    }
  };

  const add = (
    <Button variant="secondary" startIcon={<Plus />} onClick={onAdd}>
      {labels.add}
    </Button>
  );
  const activation = pending?.kind === 'activation' ? pending.card : undefined;
  const moving = pending?.kind === 'wallet' ? pending.card : undefined;

  return (
    <section
      data-slot="rechargeable-card-list"
      className={cn('@container flex flex-col gap-4', className)}
      {...props}
    >
      <DataStateView
        state={state}
        labels={labels}
        isEmpty={(cards) => cards.length === 0}
        empty={{ message: labels.empty, action: add }}
        skeleton={[0, 1].map((index) => (
          <Skeleton key={index} shape="block" className="h-40" />
        ))}
      >
        {(cards) => (
          <>
            <ul aria-label={labels.list} className="grid gap-4 @2xl:grid-cols-2">
              {cards.map((card) => (
                <li key={card.id} className="min-w-0">
                  <Card className="h-full">
                    <CardTitle level={headingLevel} className="flex items-center gap-2 text-title">
                      <CreditCard aria-hidden="true" className="size-5 shrink-0 text-brand" />
                      {/* The masked number reads left to right in Arabic too. */}
                      <span dir="ltr" className="min-w-0 font-mono tabular-nums">
                        {card.number}
                      </span>
                    </CardTitle>
                    <CardBody>
                      <DescriptionList
                        items={[
                          {
                            key: 'status',
                            term: labels.status,
                            description: (
                              <StatusTag tone={card.statusTone}>{card.status}</StatusTag>
                            ),
                          },
                          { key: 'wallet', term: labels.wallet, description: card.wallet },
                        ]}
                      />
                    </CardBody>
                    <CardFooter className="flex flex-wrap gap-2">
                      <Button
                        variant="secondary"
                        startIcon={<Power />}
                        aria-label={
                          card.active
                            ? labels.deactivateOf(card.number)
                            : labels.activateOf(card.number)
                        }
                        onClick={() => open({ kind: 'activation', card })}
                      >
                        {card.active ? labels.deactivate : labels.activate}
                      </Button>
                      <Button
                        variant="secondary"
                        startIcon={<Repeat />}
                        aria-label={labels.changeWalletOf(card.number)}
                        onClick={() => open({ kind: 'wallet', card })}
                      >
                        {labels.changeWallet}
                      </Button>
                    </CardFooter>
                  </Card>
                </li>
              ))}
            </ul>
            <div>{add}</div>
          </>
        )}
      </DataStateView>
      {activation ? (
        <AlertDialog
          open={isOpen}
          onOpenChange={(next) => {
            if (!next) close();
          }}
          closeLabel={labels.close}
          title={
            activation.active
              ? labels.confirmDeactivate(activation.number)
              : labels.confirmActivate(activation.number)
          }
          description={
            activation.active
              ? labels.confirmDeactivateText(activation.wallet)
              : labels.confirmActivateText(activation.wallet)
          }
          primaryAction={{
            label: activation.active ? labels.deactivate : labels.activate,
            ...(activation.active ? { variant: 'danger' as const } : {}),
            loading: busy,
            loadingLabel: labels.working,
            onClick: (event) => {
              // The dialog closes only once the server agreed.
              event.preventDefault();
              if (!busy) void run(() => onSetActive(activation.id, !activation.active));
            },
          }}
          secondaryAction={{ label: labels.cancel }}
        >
          {refusal ? (
            <Alert tone="error" toneLabel={labels.error} announce>
              {refusal}
            </Alert>
          ) : undefined}
        </AlertDialog>
      ) : null}
      {moving ? (
        <ChangeWalletDialog
          key={opening}
          open={isOpen}
          card={moving}
          wallets={wallets}
          labels={labels}
          busy={busy}
          refusal={refusal}
          onClose={close}
          onSubmit={(walletId) => void run(() => onChangeWallet(moving.id, walletId))}
        />
      ) : null}
    </section>
  );
}

/** The change-wallet confirmation: a choice of wallet, the current one first selected. */
function ChangeWalletDialog({
  open,
  card,
  wallets,
  labels,
  busy,
  refusal,
  onClose,
  onSubmit,
}: {
  readonly open: boolean;
  readonly card: RechargeableCardItem;
  readonly wallets: readonly WalletChoice[];
  readonly labels: RechargeableCardListLabels;
  readonly busy: boolean;
  readonly refusal: string | undefined;
  readonly onClose: () => void;
  readonly onSubmit: (walletId: string) => void;
}) {
  const [walletId, setWalletId] = useState(card.walletId ?? '');
  const [missing, setMissing] = useState(false);
  const errorProps = fieldErrorOf(missing ? labels.walletRequired : undefined, labels.errorPrefix);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setMissing(walletId === '');
    if (walletId !== '') onSubmit(walletId);
  };
  return (
    <WalletDialogForm
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={labels.changeWalletTitle(card.number)}
      closeLabel={labels.close}
      submitLabel={labels.changeWallet}
      submittingLabel={labels.working}
      cancelLabel={labels.cancel}
      submitting={busy}
      onSubmit={submit}
    >
      <Field label={labels.walletChoice} required requiredMarker={labels.required} {...errorProps}>
        <Select
          name="walletId"
          value={walletId}
          placeholder={labels.walletRequired}
          onValueChange={setWalletId}
        >
          {wallets.map((wallet) => (
            <option key={wallet.id} value={wallet.id}>
              {wallet.name}
            </option>
          ))}
        </Select>
      </Field>
      <RefusalAlert refusal={refusal} toneLabel={labels.error} />
    </WalletDialogForm>
  );
}
