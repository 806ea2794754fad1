import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyText } from '../../../storybook/storyText';
import { shellWordsLoader, storyT } from '../shellStoryWords';
import { ColorThemeControl, type ColorThemeChoice } from './ColorThemeControl';
import { SiteFooter, type SiteFooterContent } from './SiteFooter';
import { loadFooterContent, siteFooterLabelsOf } from './siteFooterStoryData';
import { TextSizeControl } from './TextSizeControl';
import type { Translator } from '@portal/core/i18n';

const STORE = { en: 'App store', ar: 'متجر التطبيقات' };
const SOCIAL = { en: 'Social network', ar: 'شبكة اجتماعية' };

function Controls({ t }: { readonly t: Translator['t'] }) {
  const [size, setSize] = useState(1);
  const [theme, setTheme] = useState<ColorThemeChoice>('light');
  return (
    <>
      <TextSizeControl
        labels={{
          label: t('footer.textSize.label'),
          decrease: t('footer.textSize.decrease'),
          reset: t('footer.textSize.reset'),
          increase: t('footer.textSize.increase'),
        }}
        canDecrease={size > 0}
        canIncrease={size < 4}
        isDefault={size === 1}
        onRequest={(request) =>
          setSize((current) =>
            request === 'reset'
              ? 1
              : Math.min(4, Math.max(0, current + (request === 'increase' ? 1 : -1))),
          )
        }
      />
      <ColorThemeControl
        labels={{
          label: t('footer.colorTheme.label'),
          light: t('footer.colorTheme.light'),
          dark: t('footer.colorTheme.dark'),
        }}
        value={theme}
        onValueChange={setTheme}
      />
    </>
  );
}

const meta = {
  title: 'Shell/SiteFooter',
  component: SiteFooter,
  args: {
    state: { status: 'loading' },
    labels: {
      navigation: '',
      emergencyNumbers: '',
      viewAllEmergencyNumbers: '',
      downloadApp: '',
      appRating: '',
      followUs: '',
      opensInNewTab: '',
      loading: '',
    },
    onLinkClick: fn(),
  },
  argTypes: { state: { control: false }, labels: { control: false } },
  loaders: [shellWordsLoader],
  parameters: { layout: 'fullscreen' },
  render: (args, { loaded }) => {
    const t = storyT(loaded);
    return <SiteFooter {...args} labels={siteFooterLabelsOf(t)} controls={<Controls t={t} />} />;
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** S1.5 with the CMS footer of the seeded sandbox: sections, emergency numbers, apps, social, legal. */
export const Content: Story = {
  parameters: sandboxStory({
    load: ({ client, locale }) =>
      loadFooterContent(client, {
        store: locale === 'ar-AE' ? STORE.ar : STORE.en,
        social: locale === 'ar-AE' ? SOCIAL.ar : SOCIAL.en,
      }),
  }),
  render: (args, { loaded }) => {
    const t = storyT(loaded);
    return (
      <SiteFooter
        {...args}
        state={{ status: 'ready', content: sandboxData<SiteFooterContent>(loaded) }}
        labels={siteFooterLabelsOf(t)}
        controls={<Controls t={t} />}
      />
    );
  },
  play: async ({ canvas, loaded, userEvent, globals }) => {
    const t = storyT(loaded);
    const nav = canvas.getByRole('navigation', { name: t('footer.navigation') });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('footer.emergencyNumbers') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /999/ })).toHaveAttribute('href', 'tel:999');
    await expect(
      canvas.getByRole('link', { name: `${storyText(globals, SOCIAL)} 1` }),
    ).toBeVisible();
    const increase = canvas.getByRole('button', { name: t('footer.textSize.increase') });
    const reset = canvas.getByRole('button', { name: t('footer.textSize.reset') });
    await expect(reset).toBeDisabled();
    await userEvent.click(increase);
    await expect(reset).toBeEnabled();
    const dark = canvas.getByRole('button', { name: t('footer.colorTheme.dark') });
    await userEvent.click(dark);
    await expect(dark).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: t('footer.colorTheme.light') }));
    await userEvent.click(reset);
  },
};

/** Loading: skeleton columns where the CMS parts will be; the controls already work. */
export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas, loaded }) => {
    const t = storyT(loaded);
    // SkeletonGroup fills its live region a frame after it mounts, so it is heard: wait for it.
    await expect(await canvas.findByText(t('footer.loading'))).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: t('footer.textSize.label') })).toBeVisible();
  },
};

/** The CMS read failed (spec 001 §8: swallowed): its parts are left out; controls and copyright stay. */
export const Unavailable: Story = {
  render: (args, { loaded }) => {
    const t = storyT(loaded);
    return (
      <SiteFooter
        {...args}
        state={{ status: 'unavailable', copyright: t('footer.copyright', { year: 2026 }) }}
        labels={siteFooterLabelsOf(t)}
        controls={<Controls t={t} />}
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = storyT(loaded);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByText(t('footer.copyright', { year: 2026 }))).toBeVisible();
    await expect(canvas.getByRole('group', { name: t('footer.colorTheme.label') })).toBeVisible();
  },
};
