import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Card, CardBody, CardFooter, CardTitle } from '../../../components/Card';
import { DataStateView, type DataState } from '../../../components/DataStateView';
import { DescriptionList } from '../../../components/DescriptionList';
import { Skeleton } from '../../../components/Skeleton';
import { StatusTag } from '../../../components/StatusTag';
import { cn } from '../../../lib/cn';

/** One linked account as the hub shows it; every value already in words (computed by the caller). */
export interface UtilityHubAccount {
  readonly id: string;
  /** The account's title: its nickname, else the provider's name. */
  readonly title: ReactNode;
  /** Facts under the title (provider, account number, plan, amount due…), in the caller's order. */
  readonly facts: readonly { readonly term: ReactNode; readonly description: ReactNode }[];
  /**
   * The provider's logo, already checked (`safeUrl`). Drawn 40 × 40 beside the title with an empty
   * `alt`: the provider's name is in the title or the facts next to it, so the image only decorates.
   */
  readonly logo?: { readonly src: string };
  /**
   * Autopay state, shown as a tag in one place on every card: under the title, at its start edge
   * (absent for providers without autopay).
   */
  readonly autopay?: {
    readonly label: ReactNode;
    readonly tone: 'neutral' | 'attention' | 'success' | 'danger';
  };
  /** The account's actions (pay, top up, edit, remove…): links or buttons from the caller. */
  readonly actions?: ReactNode;
}

/** One category of accounts (mobile and internet, electricity and water, gas, tolls, parking). */
export interface UtilityHubGroup {
  readonly id: string;
  readonly title: ReactNode;
  readonly accounts: readonly UtilityHubAccount[];
  /**
   * What the category asks to be paid, beside its heading: the words ("Total due") and the amount
   * with its currency (core's `utilityHubCategoryDueOf`, formatted). Absent for a category of
   * top-ups only.
   */
  readonly total?: { readonly label: ReactNode; readonly amount: ReactNode };
}

/**
 * What the hub shows: the one data state of every list (loading, a failure with retry, or the
 * groups; none with an account is the empty state).
 */
export type UtilityHubState = DataState<readonly UtilityHubGroup[]>;

/** Words of the hub, translated by the caller. */
export interface UtilityHubLabels {
  readonly loading: string;
  readonly emptyTitle: ReactNode;
  readonly empty: ReactNode;
  readonly errorTitle: ReactNode;
  readonly retry: string;
  readonly retrying: string;
}

export interface UtilityHubProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  readonly state: UtilityHubState;
  readonly labels: UtilityHubLabels;
  /** The "add an account" action (a link to the provider choice), shown with content and when empty. */
  readonly addAccount: ReactNode;
  /** Level of the group headings; account titles sit one below. Default 2. */
  readonly headingLevel?: 2 | 3;
}

/**
 * The utilities and payments hub (SCREENS.md S5.1, spec 000 §1): linked accounts grouped by category,
 * each category with its total due, each account with its provider's logo, its facts (amount due,
 * plan), its autopay state and its actions, plus "add an account".
 * Renders the four states: loading (skeleton cards), empty (a sentence and the add action), error
 * (the message and a retry button), content.
 */
export function UtilityHub({
  state,
  labels,
  addAccount,
  headingLevel = 2,
  className,
  ...props
}: UtilityHubProps) {
  const GroupHeading = `h${headingLevel}` as const;
  const accountLevel = (headingLevel + 1) as 3 | 4;
  return (
    <section
      data-slot="utility-hub"
      className={cn('flex min-w-0 flex-col gap-6', className)}
      {...props}
    >
      <DataStateView
        state={state}
        labels={labels}
        loadingClassName="grid grid-cols-[repeat(auto-fill,minmax(min(100%,18rem),1fr))] gap-4"
        skeleton={[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} shape="block" className="min-h-40" />
        ))}
        errorTitle={labels.errorTitle}
        headingLevel={headingLevel}
        isEmpty={(groups) => groups.every((group) => group.accounts.length === 0)}
        empty={{ title: labels.emptyTitle, message: labels.empty, action: addAccount }}
      >
        {(groups) => (
          <>
            <div data-slot="utility-hub-add">{addAccount}</div>
            {groups
              .filter((group) => group.accounts.length > 0)
              .map((group) => (
                <section
                  key={group.id}
                  data-slot="utility-hub-group"
                  aria-labelledby={`utility-hub-${group.id}`}
                  className="flex min-w-0 flex-col gap-3"
                >
                  <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <GroupHeading
                      id={`utility-hub-${group.id}`}
                      className="min-w-0 text-title font-semibold break-words"
                    >
                      {group.title}
                    </GroupHeading>
                    {group.total ? (
                      <p
                        data-slot="utility-hub-total"
                        className="flex flex-wrap items-baseline gap-x-2 text-body"
                      >
                        <span className="text-ink-muted">{group.total.label}</span>
                        {/* The amount and its currency never part over two lines. */}
                        <bdi className="font-semibold whitespace-nowrap">{group.total.amount}</bdi>
                      </p>
                    ) : null}
                  </div>
                  {/* Grid rows stretch their items: the cards of a row share one height, and the
                      footers (mt-auto) line up at its bottom. */}
                  <ul className="grid min-w-0 grid-cols-[repeat(auto-fill,minmax(min(100%,18rem),1fr))] gap-4">
                    {group.accounts.map((account) => (
                      <li key={account.id} className="flex min-w-0">
                        <Card className="w-full">
                          <CardBody className="flex min-w-0 flex-col gap-3">
                            <div
                              data-slot="utility-hub-account-head"
                              className="flex min-w-0 items-start gap-3"
                            >
                              {account.logo ? (
                                <img
                                  src={account.logo.src}
                                  alt=""
                                  width={40}
                                  height={40}
                                  className="size-10 shrink-0 rounded-control border border-line bg-canvas object-contain"
                                />
                              ) : null}
                              {/* The title starts on the body's edge (no padding of its own) and the
                                  autopay tag sits under it, in the same place on every card. */}
                              <div className="flex min-w-0 flex-1 flex-col items-start gap-1.5">
                                <CardTitle level={accountLevel} className="p-0">
                                  {account.title}
                                </CardTitle>
                                {account.autopay ? (
                                  <StatusTag tone={account.autopay.tone}>
                                    {account.autopay.label}
                                  </StatusTag>
                                ) : null}
                              </div>
                            </div>
                            <DescriptionList items={account.facts} />
                          </CardBody>
                          {account.actions ? (
                            <CardFooter className="flex flex-wrap gap-2">
                              {account.actions}
                            </CardFooter>
                          ) : null}
                        </Card>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
          </>
        )}
      </DataStateView>
    </section>
  );
}
