import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { shellWordsLoader, storyT } from '../shellStoryWords';
import { TestDataTag } from './TestDataTag';

const meta = {
  title: 'Shell/TestDataTag',
  component: TestDataTag,
  args: { label: '', description: '' },
  loaders: [shellWordsLoader],
  parameters: { layout: 'fullscreen' },
  render: (args, { loaded }) => {
    const t = storyT(loaded);
    return (
      <TestDataTag
        {...args}
        label={t('shell.testData.tag')}
        description={t('shell.testData.description')}
      />
    );
  },
} satisfies Meta<typeof TestDataTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sandbox marker: a note with the tag's words and, for screen readers, what it means. */
export const Default: Story = {
  play: async ({ canvas, loaded }) => {
    const t = storyT(loaded);
    const note = canvas.getByRole('note');
    await expect(note).toHaveTextContent(t('shell.testData.tag'));
    await expect(note).toHaveTextContent(t('shell.testData.description'));
  },
};
