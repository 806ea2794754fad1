import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Card, CardBody, CardFooter, CardTitle } from '../../../components/Card';
import {
  DataStateView,
  type DataState,
  type DataStateLabels,
} from '../../../components/DataStateView';
import { DescriptionList } from '../../../components/DescriptionList';
import { Skeleton } from '../../../components/Skeleton';
import { StatusTag } from '../../../components/StatusTag';
import { cn } from '../../../lib/cn';

/** One account that can be paid automatically; every value already in words (computed by the caller). */
export interface AutopayAccount {
  readonly id: string;
  /** The account's title: its nickname, else the provider's name. */
  readonly title: ReactNode;
  /** Its autopay state as a tag ("Autopay: Paused"); the tone is not told by colour alone. */
  readonly state: {
    readonly label: ReactNode;
    readonly tone: 'neutral' | 'attention' | 'success' | 'danger';
  };
  /** Facts under the title (provider, account number, payment day), in the caller's order. */
  readonly facts: readonly { readonly term: ReactNode; readonly description: ReactNode }[];
  /** What can be done (set up, manage, pause, resume, cancel): links or buttons from the caller. */
  readonly actions?: ReactNode;
}

/** Words of the list, translated by the caller. */
export interface AutopayAccountsLabels extends DataStateLabels {
  /** Heading of the error state ("We could not load your autopay accounts."). */
  readonly errorTitle: ReactNode;
  /** Accessible name of the list ("Your accounts that can be paid automatically"). */
  readonly list: string;
}

export interface AutopayAccountsProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** Loading, a failure with its retry, or the accounts (none at all is the empty state). */
  readonly state: DataState<readonly AutopayAccount[]>;
  readonly labels: AutopayAccountsLabels;
  /** The empty sentence and its next step (a link to link an account). */
  readonly empty: { readonly message: ReactNode; readonly action?: ReactNode };
  /** Level of the account titles (and of the error heading). Default 2. */
  readonly headingLevel?: 2 | 3;
}

/**
 * The accounts that can be paid automatically (SCREENS.md S5.8, spec 000 §3 eligible providers, §4
 * states none / active / paused), each as a card with its state tag, its facts and its actions.
 * Renders the four states: loading (skeleton cards), empty (a sentence and the next step), error (the
 * message and a retry button), content. Which accounts appear and which actions each offers are the
 * caller's (core's `isAutopayEligible` and `autopayActionsOf`).
 */
export function AutopayAccounts({
  state,
  labels,
  empty,
  headingLevel = 2,
  className,
  ...props
}: AutopayAccountsProps) {
  return (
    <section
      data-slot="autopay-accounts"
      className={cn('flex min-w-0 flex-col gap-4', className)}
      {...props}
    >
      <DataStateView
        state={state}
        labels={labels}
        loadingClassName="grid grid-cols-[repeat(auto-fill,minmax(min(100%,18rem),1fr))] gap-4"
        skeleton={[0, 1, 2].map((index) => (
          <Skeleton key={index} shape="block" className="min-h-44" />
        ))}
        errorTitle={labels.errorTitle}
        headingLevel={headingLevel}
        isEmpty={(accounts) => accounts.length === 0}
        empty={empty}
      >
        {(accounts) => (
          <ul
            aria-label={labels.list}
            className="grid min-w-0 grid-cols-[repeat(auto-fill,minmax(min(100%,18rem),1fr))] gap-4"
          >
            {accounts.map((account) => (
              <li key={account.id} data-slot="autopay-account" className="flex min-w-0">
                <Card className="w-full">
                  <CardBody className="flex min-w-0 flex-col gap-3">
                    {/* As on the hub's cards: the title starts on the body's edge (no padding of its
                        own) and the state's tag sits under it, in the same place on every card. */}
                    <div className="flex min-w-0 flex-col items-start gap-1.5">
                      <CardTitle level={headingLevel} className="p-0">
                        {account.title}
                      </CardTitle>
                      <StatusTag tone={account.state.tone}>{account.state.label}</StatusTag>
                    </div>
                    <DescriptionList items={account.facts} />
                  </CardBody>
                  {account.actions ? (
                    <CardFooter className="flex flex-wrap gap-2">{account.actions}</CardFooter>
                  ) : null}
                </Card>
              </li>
            ))}
          </ul>
        )}
      </DataStateView>
    </section>
  );
}
