import { failureTextOf } from '@portal/core/client';
import { getParkingPermits } from '@portal/core/api/parking';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { loadParkingStory, parkingStoryStates, type ParkingStoryData } from '../parkingStoryData';
import { fineItemsOf } from '../views/parking';
import { parkingOverviewLabelsOf } from '../views/parking';
import { walletStoryT, walletWordsLoader } from '../walletStoryWords';
import { ParkingOverview } from './ParkingOverview';
import { faultSaying, type ServerWords } from '../../../storybook/serverWords';

/** The server's own words for its refusal, in each page language (it answers in the reader's). */
const MAWAQIF_CLOSED: ServerWords = {
  en: 'Mawaqif is closed for maintenance',
  'ar-AE': 'مواقف مغلق للصيانة',
};

const loading = { status: 'loading' } as const;

const meta = {
  title: 'Wallet/ParkingOverview',
  component: ParkingOverview,
  args: {
    fines: loading,
    permits: loading,
    vehicles: loading,
    services: loading,
    labels: {} as never,
  },
  argTypes: {
    fines: { control: false },
    permits: { control: false },
    vehicles: { control: false },
    services: { control: false },
    labels: { control: false },
  },
  loaders: [walletWordsLoader],
} satisfies Meta<typeof ParkingOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The demo user's parking from the sandbox: Mawaqif and Darb fines totals, three permits (active,
 * renewal due, expired), the vehicles on traffic file 10023456 and the related services, each link
 * carrying the page's `lang`.
 */
export const Content: Story = {
  parameters: sandboxStory({ as: 'normal', load: ({ client }) => loadParkingStory(client) }),
  render: (args, { loaded, globals }) => {
    const t = walletStoryT(loaded);
    const data = sandboxData<ParkingStoryData>(loaded);
    return (
      <ParkingOverview
        {...args}
        {...parkingStoryStates(t, data, storyLocale(globals))}
        labels={parkingOverviewLabelsOf(t, data.trafficFile)}
      />
    );
  },
  play: async ({ canvas, loaded, globals }) => {
    const t = walletStoryT(loaded);
    const lang = storyLocale(globals) === 'ar-AE' ? 'ar' : 'en';
    await expect(canvas.getByRole('list', { name: t('parking.permitsCaption') })).toBeVisible();
    await expect(canvas.getAllByText(t('parking.permitStatusName.PendingRenewal'))).toHaveLength(1);
    await expect(canvas.getByText(t('parking.mawaqifFines'))).toBeVisible();
    const renew = canvas.getByRole('link', { name: /renew|تجديد/i });
    await expect(
      new URL(renew.getAttribute('href') ?? '', location.origin).searchParams.get('lang'),
    ).toBe(lang);
  },
};

/** While every part loads. */
export const Loading: Story = {
  render: (args, { loaded }) => (
    <ParkingOverview {...args} labels={parkingOverviewLabelsOf(walletStoryT(loaded), '10023456')} />
  ),
};

/** No fines, permit, vehicle or service: each part says so, with its next step where there is one. */
export const Empty: Story = {
  render: (args, { loaded, globals }) => {
    const t = walletStoryT(loaded);
    const none = { totalAmount: 0, finesCount: 0 };
    return (
      <ParkingOverview
        {...args}
        fines={{
          status: 'ready',
          data: fineItemsOf(t, { mawaqif: none, darb: none }, storyLocale(globals)),
        }}
        permits={{ status: 'ready', data: [] }}
        vehicles={{ status: 'ready', data: [] }}
        services={{ status: 'ready', data: [] }}
        labels={parkingOverviewLabelsOf(t, undefined)}
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = walletStoryT(loaded);
    await expect(canvas.getByText(t('parking.finesEmpty'))).toBeVisible();
    await expect(canvas.getByText(t('parking.noTrafficFile'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('parking.toServices') })).toBeVisible();
  },
};

/** The permits could not be loaded: the server's message and a retry; the other parts still show. */
export const Error: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: async ({ client, clientWithFault, locale }) => ({
      data: await loadParkingStory(client),
      error: await getParkingPermits(
        clientWithFault(faultSaying('503', MAWAQIF_CLOSED, locale)),
      ).catch((error: unknown) => error),
    }),
  }),
  render: (args, { loaded, globals }) => {
    const t = walletStoryT(loaded);
    const { data, error } = sandboxData<{ data: ParkingStoryData; error: unknown }>(loaded);
    return (
      <ParkingOverview
        {...args}
        {...parkingStoryStates(t, data, storyLocale(globals))}
        permits={{
          status: 'error',
          message: failureTextOf(error, t('something.wentWrong')),
          onRetry: fn(),
        }}
        labels={parkingOverviewLabelsOf(t, data.trafficFile)}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getAllByText(MAWAQIF_CLOSED[storyLocale(globals)]).length).toBeGreaterThan(
      0,
    );
  },
};
