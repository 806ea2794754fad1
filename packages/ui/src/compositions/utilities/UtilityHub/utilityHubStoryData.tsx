/**
 * Stories only: the hub's words and the seeded world's hub, shared by the stories and the features
 * stories (a stories file cannot export helpers).
 */
import { getUtilityHub } from '@portal/core/api/paymentHub';
import type { StoryContext } from '@storybook/react-vite';
import { Button } from '../../../components/Button';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { loadUtilityWords } from '../storyWords';
import { utilityHubGroupsOf, utilityHubLabelsOf } from '../views/utilityHub';
import type { UtilityWords } from '../views/words';
import { UtilityHub, type UtilityHubLabels, type UtilityHubState } from './UtilityHub';

export interface HubStoryData {
  readonly state: UtilityHubState;
  readonly labels: UtilityHubLabels;
  readonly add: string;
  readonly words: {
    readonly pay: string;
    readonly topUp: string;
    readonly electricity: string;
    readonly totalDue: string;
  };
}

export function hubWordsOf(t: UtilityWords): HubStoryData['words'] {
  return {
    pay: t('utilities.payBill'),
    topUp: t('utilities.topUp'),
    electricity: t('utilities.category.electricityWater'),
    totalDue: t('utilities.totalDue'),
  };
}

/** The hub's story data in the story's language with `state` as given (loading, error…). */
export async function hubStoryData(
  locale: Parameters<typeof loadUtilityWords>[0],
  stateOf: (t: UtilityWords) => Promise<UtilityHubState> | UtilityHubState,
): Promise<HubStoryData> {
  const t = await loadUtilityWords(locale);
  return {
    state: await stateOf(t),
    labels: utilityHubLabelsOf(t),
    add: t('utilities.addAccount'),
    words: hubWordsOf(t),
  };
}

/** The demo user's linked accounts from the seeded world, each with a pay or top-up button. */
export const seededHub = sandboxStory<HubStoryData>({
  as: 'normal',
  load: ({ client, locale }) =>
    hubStoryData(locale, async (t) => ({
      status: 'ready',
      data: utilityHubGroupsOf(await getUtilityHub(client), {
        t,
        locale,
        actionsOf: (entry) => (
          <Button size="sm">{entry.topUp ? t('utilities.topUp') : t('utilities.payBill')}</Button>
        ),
      }),
    })),
});

/** Renders the hub from a story's loaded data. */
export function renderHub(_args: unknown, { loaded }: Pick<StoryContext, 'loaded'>) {
  const data = sandboxData<HubStoryData>(loaded);
  return (
    <UtilityHub
      state={data.state}
      labels={data.labels}
      addAccount={<Button variant="secondary">{data.add}</Button>}
    />
  );
}
