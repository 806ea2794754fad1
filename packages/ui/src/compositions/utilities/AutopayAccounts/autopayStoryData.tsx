/**
 * Stories only: the list's words and the seeded world's autopay accounts, shared by the stories and
 * the features stories (a stories file cannot export helpers).
 */
import { autopayActionsOf, type PortalLocale } from '@portal/core';
import { getAutopayUtilities } from '@portal/core/api/paymentHub';
import type { StoryContext } from '@storybook/react-vite';
import { Button } from '../../../components/Button';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import type { DataState } from '../../../components/DataStateView';
import { loadUtilityWords } from '../storyWords';
import { autopayAccountsLabelsOf, autopayAccountsOf } from '../views/autopayAccounts';
import type { UtilityWords } from '../views/words';
import {
  AutopayAccounts,
  type AutopayAccount,
  type AutopayAccountsLabels,
} from './AutopayAccounts';

export interface AutopayStoryData {
  readonly state: DataState<readonly AutopayAccount[]>;
  readonly labels: AutopayAccountsLabels;
  readonly empty: { readonly message: string; readonly action: string };
  readonly words: {
    readonly pause: string;
    readonly resume: string;
    readonly setup: string;
    readonly active: string;
    readonly paused: string;
  };
}

/** The list's story data in the story's language with `state` as given (loading, error…). */
export async function autopayStoryData(
  locale: PortalLocale,
  stateOf: (
    t: UtilityWords,
  ) => Promise<DataState<readonly AutopayAccount[]>> | DataState<readonly AutopayAccount[]>,
): Promise<AutopayStoryData> {
  const t = await loadUtilityWords(locale);
  return {
    state: await stateOf(t),
    labels: autopayAccountsLabelsOf(t),
    empty: { message: t('autopay.empty'), action: t('utilities.addAccount') },
    words: {
      pause: t('autopay.pauseShort'),
      resume: t('autopay.resumeShort'),
      setup: t('autopay.setupShort'),
      active: t('autopay.state.active'),
      paused: t('autopay.state.paused'),
    },
  };
}

/** Story buttons for what core's `autopayActionsOf` offers in each state, named after the account. */
function storyActions(
  t: UtilityWords,
  state: Parameters<typeof autopayActionsOf>[0],
  title: string,
) {
  return autopayActionsOf(state).map((action) => {
    const [short, long] =
      action === 'setup'
        ? ['autopay.setupShort', 'autopay.setupFor']
        : action === 'changeDay'
          ? ['autopay.manageShort', 'autopay.manageFor']
          : action === 'pause'
            ? ['autopay.pauseShort', 'autopay.pauseFor']
            : action === 'resume'
              ? ['autopay.resumeShort', 'autopay.resumeFor']
              : ['autopay.cancelShort', 'autopay.cancelFor'];
    return (
      <Button
        key={action}
        size="sm"
        variant={action === 'setup' || action === 'changeDay' ? 'primary' : 'secondary'}
        aria-label={t(long, { name: title })}
      >
        {t(short)}
      </Button>
    );
  });
}

/** The demo user's autopay accounts from the seeded world (every state appears). */
export const seededAutopay = sandboxStory<AutopayStoryData>({
  as: 'normal',
  load: ({ client, locale }) =>
    autopayStoryData(locale, async (t) => ({
      status: 'ready',
      data: autopayAccountsOf(await getAutopayUtilities(client), {
        t,
        locale,
        actionsOf: (_utility, state, title) => storyActions(t, state, title),
      }),
    })),
});

/** Renders the list from a story's loaded data. */
export function renderAutopay(_args: unknown, { loaded }: Pick<StoryContext, 'loaded'>) {
  const data = sandboxData<AutopayStoryData>(loaded);
  return (
    <AutopayAccounts
      state={data.state}
      labels={data.labels}
      empty={{
        message: data.empty.message,
        action: <Button variant="secondary">{data.empty.action}</Button>,
      }}
    />
  );
}
