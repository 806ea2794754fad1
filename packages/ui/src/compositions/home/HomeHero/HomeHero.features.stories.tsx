import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyText } from '../../../storybook/storyText';
import { homeStoryT, homeWordsLoader } from '../homeStoryWords';
import { serviceSearchLabelsOf } from '../views/serviceSearch';
import { ServiceSearch } from '../ServiceSearch';
import { HomeHero } from './HomeHero';

const meta = {
  title: 'Home/HomeHero/Features',
  component: HomeHero,
  args: { title: '', search: null },
  argTypes: { search: { control: false }, background: { control: false } },
  loaders: [homeWordsLoader],
} satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 320 px with long words in both languages: the title wraps, nothing scrolls sideways. */
export const Narrow: Story = {
  render: (args, { loaded, globals }) => (
    <div className="w-[320px]" data-testid="frame">
      <HomeHero
        {...args}
        title={storyText(globals, {
          en: 'Governmentservicesforresidentsandbusinesses, all in one place',
          ar: 'الخدماتالحكوميةللمقيمينوالمواطنين في مكان واحد',
        })}
        description={storyText(globals, {
          en: 'More than 700 services for residents, citizens, expatriates and businesses.',
          ar: 'أكثر من 700 خدمة للمقيمين والمواطنين والوافدين والأعمال.',
        })}
        search={
          <ServiceSearch
            labels={serviceSearchLabelsOf(homeStoryT(loaded))}
            onSearch={async () => []}
            onSelect={fn()}
            onSubmit={fn()}
          />
        }
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const frame = canvas.getByTestId('frame');
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
