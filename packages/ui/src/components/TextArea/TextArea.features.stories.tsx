import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Field } from '../Field';
import { TextArea } from './TextArea';
import { storyCountText } from './storyCountText';

const meta = {
  title: 'Forms/TextArea/Features',
  component: TextArea,
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const TOO_LONG = {
  en: 'The water meter in the kitchen has been leaking since Monday morning.',
  ar: 'عداد المياه في المطبخ يسرّب الماء منذ صباح يوم الاثنين الماضي.',
};

/** Past the limit typing still works (nothing is cut off); the count turns to danger and says by how much. */
export const OverTheLimit: Story = {
  render: (_, { globals }) => (
    <div className="max-w-md">
      <Field
        label={storyText(globals, { en: 'Describe the problem', ar: 'صف المشكلة' })}
        error={storyText(globals, {
          en: 'The description must be 50 characters or fewer',
          ar: 'يجب ألا يزيد الوصف على 50 حرفًا',
        })}
        errorPrefix={storyText(globals, { en: 'Error:', ar: 'خطأ:' })}
      >
        <TextArea
          defaultValue={storyText(globals, TOO_LONG)}
          characterLimit={50}
          characterCountText={storyCountText(globals)}
        />
      </Field>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const count = canvasElement.querySelector('[data-slot="text-area-count"]');
    await expect(count).toHaveAttribute('data-over', 'true');
  },
};

/** At 320 px the field and its count wrap inside the column. */
export const Narrow: Story = {
  render: (_, { globals }) => (
    <div data-testid="column" className="w-[320px]">
      <Field
        label={storyText(globals, {
          en: 'Recipients’ email addresses, separated by commas',
          ar: 'عناوين البريد الإلكتروني للمستلمين، مفصولة بفواصل',
        })}
      >
        <TextArea
          defaultValue="first.recipient.with.a.long.address@example.gov.ae, second@example.ae"
          characterLimit={500}
          characterCountText={storyCountText(globals)}
        />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  },
};
