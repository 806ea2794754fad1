import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { ServiceDetails } from './ServiceDetails';
import {
  BASE_ARGS,
  onOpenApp,
  renderServiceDetails,
  seededServiceData,
  type ServiceStoryData,
} from './serviceDetailsStoryData';

const meta = {
  title: 'Services/ServiceDetails/Features',
  component: ServiceDetails,
  args: BASE_ARGS,
  render: renderServiceDetails,
} satisfies Meta<typeof ServiceDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An app-only service: the note and a button that opens the download-app popup (S4.6). */
export const AppOnly: Story = {
  parameters: sandboxStory<ServiceStoryData>({
    load: ({ client, locale }) => seededServiceData(client, locale, 'app'),
  }),
  play: async ({ canvas, loaded, userEvent }) => {
    const { labels } = sandboxData<ServiceStoryData>(loaded);
    onOpenApp.mockClear();
    await expect(canvas.getByText(labels.start.appNote)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.start.app }));
    await expect(onOpenApp).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('link', { name: labels.start.online })).toBeNull();
  },
};

/**
 * A sign-in-only service read by a visitor: "Sign in to start" leads to sign-in, which comes back
 * to this service's page.
 */
export const SignInFirst: Story = {
  parameters: sandboxStory<ServiceStoryData>({
    load: ({ client, locale }) => seededServiceData(client, locale, 'signIn'),
  }),
  play: async ({ canvas, loaded }) => {
    const { labels } = sandboxData<ServiceStoryData>(loaded);
    const signIn = canvas.getByRole('link', { name: labels.start.signIn });
    const href = new URL(signIn.getAttribute('href') ?? '', 'https://www.portal.example');
    await expect(href.pathname).toBe('/login');
    await expect(href.searchParams.get('redirectUrl')).toMatch(
      /^\/(en|ar-AE)\/services\/dmt\/environment\/renew-a-pet-licence$/,
    );
  },
};

/** The same service read by a signed-in person: it starts on the entity's site. */
export const SignedIn: Story = {
  parameters: sandboxStory<ServiceStoryData>({
    as: 'normal',
    load: ({ client, locale }) => seededServiceData(client, locale, 'signIn', true),
  }),
  play: async ({ canvas, loaded }) => {
    const { labels } = sandboxData<ServiceStoryData>(loaded);
    await expect(canvas.queryByRole('link', { name: labels.start.signIn })).toBeNull();
    const start = canvas.getByRole('link', {
      name: `${labels.start.online} (${labels.start.external})`,
    });
    await expect(start.getAttribute('href')).toMatch(/^https:\/\/dmt\.sandbox\.portal\.example\//);
  },
};

/**
 * A service not offered online, 320 px wide: the sentence that sends the reader to the channels,
 * no start link, and nothing scrolls sideways.
 */
export const NotOnlineNarrow: Story = {
  parameters: sandboxStory<ServiceStoryData>({
    load: ({ client, locale }) => seededServiceData(client, locale, 'none'),
  }),
  render: (args, context) => <div className="w-[320px]">{renderServiceDetails(args, context)}</div>,
  play: async ({ canvas, canvasElement, loaded }) => {
    const { labels } = sandboxData<ServiceStoryData>(loaded);
    await expect(canvas.getByText(labels.start.none)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: labels.start.online })).toBeNull();
    await expect(canvas.getByRole('region', { name: labels.channels })).toBeVisible();
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
