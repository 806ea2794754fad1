import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Button } from '../Button';
import { LiveRegion } from './LiveRegion';

const meta = {
  title: 'Feedback/LiveRegion',
  component: LiveRegion,
  args: { politeness: 'polite', visible: true },
  argTypes: { politeness: { control: 'inline-radio', options: ['polite', 'assertive'] } },
} satisfies Meta<typeof LiveRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A result count announced when a filter changes. The region is there, empty, before the first
 * count, so the first one is spoken too. (Shown here with `visible`; usually it is hidden.)
 */
export const Default: Story = {
  render: function Render(args, { globals }) {
    const [count, setCount] = useState<number | undefined>(undefined);
    return (
      <div className="flex flex-col gap-4">
        <Button variant="secondary" onClick={() => setCount((c) => (c ?? 0) + 3)}>
          {storyText(globals, { en: 'Show drafts', ar: 'عرض المسودات' })}
        </Button>
        <LiveRegion {...args}>
          {count === undefined
            ? ''
            : storyText(globals, { en: `${count} applications`, ar: `${count} طلبات` })}
        </LiveRegion>
      </div>
    );
  },
  play: async ({ canvas, globals, userEvent }) => {
    const region = canvas
      .getAllByRole('status')
      .find((element) => element.getAttribute('data-slot') === 'live-region')!;
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button'));
    await waitFor(() =>
      expect(region).toHaveTextContent(storyText(globals, { en: '3 applications', ar: '3 طلبات' })),
    );
  },
};
