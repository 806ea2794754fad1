import { failureTextOf } from '@portal/core/client';
import { getUnlinkedSalikVehicles, loadSalikLookups } from '@portal/core/api/paymentHub';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { loadSalikStory, type SalikStoryData } from '../parkingStoryData';
import { plateCardItemsOf } from '../views/plates';
import { salikLookupsStateOf } from '../views/salik';
import { salikVehiclesLabelsOf } from '../views/salik';
import { walletStoryT, walletWordsLoader } from '../walletStoryWords';
import { SalikVehicles } from './SalikVehicles';

const meta = {
  title: 'Wallet/SalikVehicles',
  component: SalikVehicles,
  args: {
    vehicles: { status: 'loading' },
    lookups: { status: 'loading' },
    labels: {} as never,
  },
  argTypes: {
    vehicles: { control: false },
    lookups: { control: false },
    labels: { control: false },
  },
  loaders: [walletWordsLoader],
} satisfies Meta<typeof SalikVehicles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo user's three vehicles not linked to Salik, and Salik's plate options, from the sandbox. */
export const Content: Story = {
  parameters: sandboxStory({ as: 'normal', load: ({ client }) => loadSalikStory(client) }),
  render: (args, { loaded, globals }) => {
    const t = walletStoryT(loaded);
    const locale = storyLocale(globals);
    const data = sandboxData<SalikStoryData>(loaded);
    return (
      <SalikVehicles
        {...args}
        vehicles={{ status: 'ready', data: plateCardItemsOf(t, data.vehicles, locale) }}
        lookups={salikLookupsStateOf(t, data.lookups, locale, fn())}
        labels={salikVehiclesLabelsOf(t)}
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = walletStoryT(loaded);
    const list = canvas.getByRole('list', { name: t('salik.unlinkedCaption') });
    await expect(list.querySelectorAll('li')).toHaveLength(3);
    await expect(canvas.getByText(t('salik.plateColors'))).toBeVisible();
  },
};

/** While the vehicles and the plate options load. */
export const Loading: Story = {
  render: (args, { loaded }) => (
    <SalikVehicles {...args} labels={salikVehiclesLabelsOf(walletStoryT(loaded))} />
  ),
};

/** Every vehicle is linked, and Salik sent no plate options. */
export const Empty: Story = {
  render: (args, { loaded }) => (
    <SalikVehicles
      {...args}
      vehicles={{ status: 'ready', data: [] }}
      lookups={{ status: 'ready', groups: [] }}
      labels={salikVehiclesLabelsOf(walletStoryT(loaded))}
    />
  ),
};

/** The server's own words for its maintenance, in each page language. */
const SALIK_MAINTENANCE = {
  en: 'Salik lookups are under maintenance',
  'ar-AE': 'بيانات سالك قيد الصيانة',
} as const;

/**
 * Both loads failed: the vehicles with the generic message and a retry; the plate options cleared
 * and the server's message in an error alert (spec 000 §8).
 */
export const Error: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: async ({ clientWithFault, locale }) => ({
      vehicles: await getUnlinkedSalikVehicles(clientWithFault('503')).catch(
        (error: unknown) => error,
      ),
      // A server that refuses in the reader's language (percent-encoded: a header is Latin-1).
      lookups: await loadSalikLookups(
        clientWithFault(encodeURIComponent(`503,message=${SALIK_MAINTENANCE[locale]}`)),
      ),
    }),
  }),
  render: (args, { loaded, globals }) => {
    const t = walletStoryT(loaded);
    const { vehicles, lookups } = sandboxData<{
      vehicles: unknown;
      lookups: SalikStoryData['lookups'];
    }>(loaded);
    return (
      <SalikVehicles
        {...args}
        vehicles={{
          status: 'error',
          message: failureTextOf(vehicles, t('something.wentWrong')),
          onRetry: fn(),
        }}
        lookups={salikLookupsStateOf(t, lookups, storyLocale(globals), fn())}
        labels={salikVehiclesLabelsOf(t)}
      />
    );
  },
  play: async ({ canvas, loaded, globals }) => {
    const t = walletStoryT(loaded);
    await expect(canvas.getByText(SALIK_MAINTENANCE[storyLocale(globals)])).toBeVisible();
    await expect(canvas.getByText(t('salik.lookupsFailed'))).toBeVisible();
    await expect(canvas.queryByText(t('salik.plateColors'))).toBeNull();
  },
};
