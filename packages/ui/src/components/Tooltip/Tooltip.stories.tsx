import type { Meta, StoryObj } from '@storybook/react-vite';
import { Printer } from 'lucide-react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';

const NAME = { en: 'Print receipt', ar: 'طباعة الإيصال' };
const HINT = { en: 'Opens your browser’s print dialog', ar: 'يفتح نافذة الطباعة في المتصفح' };

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: { content: '', children: <span />, side: 'top', onOpenChange: fn() },
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    content: { control: false, description: 'Set from the locale toolbar.' },
    children: { control: false },
  },
  parameters: { docs: { story: { inline: false, height: '200px' } } },
  render: (args, { globals }) => (
    <div className="flex justify-center pt-12">
      <Tooltip {...args} content={storyText(globals, HINT)}>
        <Button variant="secondary" startIcon={<Printer aria-hidden="true" />}>
          {storyText(globals, NAME)}
        </Button>
      </Tooltip>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard focus opens the hint at once; it is the button's description, not its name, and Escape
 * closes it with focus left where it was.
 */
export const Default: Story = {
  play: async ({ canvas, args, globals, userEvent }) => {
    const button = canvas.getByRole('button', { name: storyText(globals, NAME) });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await waitFor(() =>
      expect(screen.getByRole('tooltip')).toHaveTextContent(storyText(globals, HINT)),
    );
    await expect(button).toHaveAccessibleName(storyText(globals, NAME));
    await expect(button).toHaveAccessibleDescription(storyText(globals, HINT));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(button).toHaveFocus();
    button.blur();
  },
};

/** Open (`defaultOpen`): above the button, with an arrow, inverted colours in both themes. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ globals }) => {
    await waitFor(() =>
      expect(screen.getByRole('tooltip')).toHaveTextContent(storyText(globals, HINT)),
    );
  },
};
