import { failureTextOf } from '@portal/core/client';
import { loadSpaceRequests, type SpaceRequestsAnswer } from '@portal/core/api/applications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Link } from '../../../components/Link';
import { SANDBOX_STORY_NOW, sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { asDemoUser, lockerStoryT, lockerWordsLoader } from '../lockerStoryWords';
import { spaceKindLinksOf, spaceRequestsDataOf, spaceRequestsLabelsOf } from '../views/spaces';
import { SpaceRequests } from './SpaceRequests';

const hrefOf = (spaceCode: string) => `#spaces?spaceCode=${spaceCode}`;

const meta = {
  title: 'Locker/SpaceRequests',
  component: SpaceRequests,
  loaders: [lockerWordsLoader],
  args: {
    state: { status: 'loading' },
    labels: {} as never,
    kinds: [],
    currentKind: 'buss',
  },
  argTypes: { state: { control: false }, labels: { control: false } },
} satisfies Meta<typeof SpaceRequests>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The demo user's business space from the sandbox: Business marked as the page shown, the space
 * under its kind and authority, its request figures, and its requests as the locker's cards.
 */
export const Content: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ client }): Promise<SpaceRequestsAnswer> =>
      loadSpaceRequests(asDemoUser(client), { kind: 'business' }),
  }),
  render: (args, { loaded, globals }) => {
    const t = lockerStoryT(loaded);
    return (
      <SpaceRequests
        {...args}
        labels={spaceRequestsLabelsOf(t, 'business')}
        kinds={spaceKindLinksOf(t, hrefOf)}
        state={{
          status: 'ready',
          data: spaceRequestsDataOf(
            sandboxData<SpaceRequestsAnswer>(loaded),
            t,
            storyLocale(globals),
            SANDBOX_STORY_NOW,
          ),
        }}
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = lockerStoryT(loaded);
    const nav = canvas.getByRole('navigation', { name: t('locker.spaces.kinds') });
    await expect(nav).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('locker.spaces.kind.business') }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(
      canvas.getByRole('link', { name: t('locker.spaces.kind.property') }),
    ).toHaveAttribute('href', hrefOf('prop'));
    await expect(
      canvas.getByRole('heading', {
        level: 2,
        name: new RegExp(t('locker.spaceRequests.kind.business')),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 3, name: t('locker.spaces.requests') }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 4 }).length).toBeGreaterThan(0);
  },
};

/** While the spaces load: the switch, space-shaped placeholders and the loading sentence. */
export const Loading: Story = {
  render: (args, { loaded }) => {
    const t = lockerStoryT(loaded);
    return (
      <SpaceRequests
        {...args}
        labels={spaceRequestsLabelsOf(t, 'business')}
        kinds={spaceKindLinksOf(t, hrefOf)}
      />
    );
  },
};

/** No property space among the person's requests: the sentence and the next step. */
export const Empty: Story = {
  args: { currentKind: 'prop' },
  render: (args, { loaded }) => {
    const t = lockerStoryT(loaded);
    return (
      <SpaceRequests
        {...args}
        labels={spaceRequestsLabelsOf(t, 'property')}
        kinds={spaceKindLinksOf(t, hrefOf)}
        state={{ status: 'ready', data: { spaces: [], complete: true } }}
        emptyAction={
          <Link href="#services" variant="standalone">
            {t('locker.applications.browseServices')}
          </Link>
        }
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = lockerStoryT(loaded);
    await expect(canvas.getByText(t('locker.spaces.empty.property'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('locker.applications.browseServices') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('locker.spaces.kind.property') }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** The requests could not be read (the list answered 503): the generic message and a retry. */
export const Error: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ clientWithFault }) =>
      loadSpaceRequests(asDemoUser(clientWithFault('503,message=Spaces are resting.'))).catch(
        (error: unknown) => error,
      ),
  }),
  render: (args, { loaded }) => {
    const t = lockerStoryT(loaded);
    return (
      <SpaceRequests
        {...args}
        labels={spaceRequestsLabelsOf(t, 'business')}
        kinds={spaceKindLinksOf(t, hrefOf)}
        state={{
          status: 'error',
          message: failureTextOf(sandboxData(loaded), t('something.wentWrong')),
          onRetry: fn(),
        }}
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = lockerStoryT(loaded);
    await waitFor(() => expect(canvas.getAllByText(t('something.wentWrong'))[0]).toBeVisible());
    await expect(canvas.getByRole('button', { name: t('common.tryAgain') })).toBeVisible();
  },
};
