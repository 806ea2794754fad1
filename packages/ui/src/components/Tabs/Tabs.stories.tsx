import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Tabs, TabsList, TabsPanel, TabsTab } from './Tabs';

const W = {
  list: { en: 'Services at a glance', ar: 'لمحة عن الخدمات' },
  favourites: { en: 'Favourites', ar: 'المفضلة' },
  popular: { en: 'Popular', ar: 'الأكثر استخدامًا' },
  favouritesBody: {
    en: 'You have no favourite services yet.',
    ar: 'لا توجد لديك خدمات مفضلة بعد.',
  },
  popularBody: {
    en: 'Renew a vehicle registration, pay a traffic fine, book a health appointment.',
    ar: 'تجديد ترخيص مركبة، دفع مخالفة مرورية، حجز موعد صحي.',
  },
} as const;

const meta = {
  title: 'Overlays/Tabs',
  component: Tabs,
  args: { defaultValue: 'favourites', onValueChange: fn() },
  argTypes: { activationMode: { control: 'inline-radio', options: ['automatic', 'manual'] } },
  render: (args, { globals }) => (
    <Tabs {...args}>
      <TabsList aria-label={storyText(globals, W.list)}>
        <TabsTab value="favourites">{storyText(globals, W.favourites)}</TabsTab>
        <TabsTab value="popular">{storyText(globals, W.popular)}</TabsTab>
      </TabsList>
      <TabsPanel value="favourites">{storyText(globals, W.favouritesBody)}</TabsPanel>
      <TabsPanel value="popular">{storyText(globals, W.popularBody)}</TabsPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * "Services at a glance" (spec 001 §2): Tab lands on the selected tab, the arrow key towards the
 * inline end selects the next tab at once (ArrowLeft in Arabic), and Tab moves on to its panel.
 */
export const Default: Story = {
  play: async ({ canvas, args, globals, userEvent }) => {
    const next = globals['locale'] === 'ar' ? '{ArrowLeft}' : '{ArrowRight}';
    await expect(canvas.getByRole('tablist', { name: storyText(globals, W.list) })).toBeVisible();
    const favourites = canvas.getByRole('tab', { name: storyText(globals, W.favourites) });
    const popular = canvas.getByRole('tab', { name: storyText(globals, W.popular) });
    await userEvent.tab();
    await expect(favourites).toHaveFocus();
    await userEvent.keyboard(next);
    await expect(popular).toHaveFocus();
    await expect(popular).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('popular');
    await userEvent.tab();
    const panel = canvas.getByRole('tabpanel', { name: storyText(globals, W.popular) });
    await expect(panel).toHaveFocus();
    await expect(panel).toHaveTextContent(storyText(globals, W.popularBody));
    // Leave the story as it began, so its picture shows the first tab.
    await userEvent.click(favourites);
    await waitFor(() => expect(favourites).toHaveAttribute('aria-selected', 'true'));
    favourites.blur();
  },
};
