import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Button } from '../Button';
import { ButtonGroup } from './ButtonGroup';

const SAVE = { en: 'Save and continue', ar: 'حفظ ومتابعة' };
const CANCEL = { en: 'Cancel', ar: 'إلغاء' };

const meta = {
  title: 'Actions/ButtonGroup',
  component: ButtonGroup,
  args: { orientation: 'responsive', align: 'start', onClick: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['responsive', 'horizontal', 'vertical'] },
    align: { control: 'inline-radio', options: ['start', 'end'] },
  },
  render: (args, { globals }) => (
    <ButtonGroup {...args}>
      <Button>{storyText(globals, SAVE)}</Button>
      <Button variant="secondary">{storyText(globals, CANCEL)}</Button>
    </ButtonGroup>
  ),
} satisfies Meta<typeof ButtonGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A row when there is room; Tab goes through the buttons in their order, whatever the direction. */
export const Default: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const save = canvas.getByRole('button', { name: storyText(globals, SAVE) });
    const cancel = canvas.getByRole('button', { name: storyText(globals, CANCEL) });
    // Side by side: the same top edge.
    await expect(save.getBoundingClientRect().top).toBe(cancel.getBoundingClientRect().top);
    await userEvent.tab();
    await expect(save).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
  },
};
