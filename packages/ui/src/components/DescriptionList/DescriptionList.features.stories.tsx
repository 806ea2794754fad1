import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { DescriptionList } from './DescriptionList';

const meta = {
  title: 'Display/DescriptionList/Features',
  component: DescriptionList,
  args: { items: [] },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * At 320 px each term stacks above its value, and long words wrap: nothing scrolls sideways.
 */
export const Narrow: Story = {
  render: (_, { globals }) => (
    <div data-testid="column" className="w-[320px]">
      <DescriptionList
        items={[
          {
            term: storyText(globals, { en: 'Channel', ar: 'القناة' }),
            description: storyText(globals, { en: 'Online meeting', ar: 'اجتماع عبر الإنترنت' }),
          },
          {
            term: storyText(globals, {
              en: 'Location of the customer happiness centre',
              ar: 'موقع مركز سعادة المتعاملين',
            }),
            description: storyText(globals, {
              en: 'Abu Dhabi Municipality Customer Happiness Centre, Khalifa City, Abu Dhabi',
              ar: 'مركز سعادة المتعاملين في بلدية أبوظبي، مدينة خليفة، أبوظبي',
            }),
          },
          {
            term: storyText(globals, { en: 'Meeting link', ar: 'رابط الاجتماع' }),
            description: 'https://meet.portal.example/appointments/20250611-0042-villa-connection',
          },
        ]}
      />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const column = canvas.getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    // Narrow: the value sits below its term.
    const term = canvasElement.querySelector('dt')!.getBoundingClientRect();
    const value = canvasElement.querySelector('dd')!.getBoundingClientRect();
    await expect(value.top).toBeGreaterThanOrEqual(term.bottom);
  },
};

/** Rich values: anything can be a description (a status, a link). */
export const RichValues: Story = {
  render: (_, { globals }) => (
    <div className="max-w-xl">
      <DescriptionList
        items={[
          {
            term: storyText(globals, { en: 'Support case', ar: 'حالة الدعم' }),
            description: (
              <a href="#case-42" className="text-brand underline">
                CAS-42
              </a>
            ),
          },
          {
            term: storyText(globals, { en: 'Autopay', ar: 'الدفع التلقائي' }),
            description: <strong>{storyText(globals, { en: 'Paused', ar: 'متوقف مؤقتاً' })}</strong>,
          },
        ]}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'CAS-42' })).toBeVisible();
  },
};
