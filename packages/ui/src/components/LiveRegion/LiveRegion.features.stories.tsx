import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { LiveRegion } from './LiveRegion';

const meta = {
  title: 'Feedback/LiveRegion/Features',
  component: LiveRegion,
} satisfies Meta<typeof LiveRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden by default: nothing is seen, the words are still in the region to be spoken. */
export const Hidden: Story = {
  render: (_, { globals }) => (
    <div>
      <p>{storyText(globals, { en: 'Applications', ar: 'الطلبات' })}</p>
      <LiveRegion>
        {storyText(globals, { en: 'Loading payments', ar: 'جارٍ تحميل المدفوعات' })}
      </LiveRegion>
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const region = canvas.getByRole('status');
    await waitFor(() =>
      expect(region).toHaveTextContent(
        storyText(globals, { en: 'Loading payments', ar: 'جارٍ تحميل المدفوعات' }),
      ),
    );
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** Assertive for a failure of what the person just did: `role="alert"`. */
export const Assertive: Story = {
  render: (_, { globals }) => (
    <LiveRegion politeness="assertive" visible>
      {storyText(globals, { en: 'Payment failed', ar: 'فشل الدفع' })}
    </LiveRegion>
  ),
  play: async ({ canvas, globals }) => {
    const region = canvas.getByRole('alert');
    await expect(region).toHaveAttribute('aria-live', 'assertive');
    await waitFor(() =>
      expect(region).toHaveTextContent(
        storyText(globals, { en: 'Payment failed', ar: 'فشل الدفع' }),
      ),
    );
  },
};

/** Visible long words in a 320 px column wrap; nothing scrolls sideways. */
export const Narrow: Story = {
  render: (_, { globals }) => (
    <div data-testid="column" className="w-[320px] wrap-break-word">
      <LiveRegion visible>
        {storyText(globals, {
          en: 'Showing 1,248 results for electricity and water bill payment services',
          ar: 'عرض 1,248 نتيجة لخدمات دفع فواتير الكهرباء والمياه في إمارة أبوظبي',
        })}
      </LiveRegion>
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    await waitFor(() => expect(canvas.getByRole('status')).not.toBeEmptyDOMElement());
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  },
};
