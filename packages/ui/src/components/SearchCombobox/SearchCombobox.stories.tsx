import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { SearchCombobox } from './SearchCombobox';
import {
  RENEW,
  SEARCH_LABEL,
  SUGGESTIONS_LABEL,
  storyCountLabel,
  storySearch,
} from './searchStoryData';

const meta = {
  title: 'Forms/SearchCombobox',
  component: SearchCombobox,
  args: {
    label: '',
    suggestionsLabel: '',
    countLabel: () => '',
    onSearch: async () => [],
    debounceMs: 250,
    maxSuggestions: 5,
    onSelect: fn(),
    onSubmit: fn(),
  },
  render: (args, { globals }) => (
    <div className="max-w-xl pb-64">
      <SearchCombobox
        {...args}
        label={storyText(globals, SEARCH_LABEL)}
        placeholder={storyText(globals, SEARCH_LABEL)}
        suggestionsLabel={storyText(globals, SUGGESTIONS_LABEL)}
        countLabel={storyCountLabel(globals)}
        onSearch={storySearch(globals)}
      />
    </div>
  ),
} satisfies Meta<typeof SearchCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The hero search (spec 001 §2, §4): typing waits 250 ms, then up to five suggestions appear under
 * "Are you looking for…" and their number is announced; ArrowDown highlights, Enter chooses.
 */
export const Default: Story = {
  play: async ({ canvas, args, globals, userEvent }) => {
    const box = canvas.getByRole('combobox', { name: storyText(globals, SEARCH_LABEL) });
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box, storyText(globals, RENEW));
    const listbox = await canvas.findByRole('listbox', {
      name: storyText(globals, SUGGESTIONS_LABEL),
    });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = canvas.getAllByRole('option');
    await expect(options).toHaveLength(4);
    await expect(canvas.getByRole('status')).toHaveTextContent(storyCountLabel(globals)(4));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ label: options[1]!.textContent }),
    );
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    await expect(box).toHaveValue(options[1]!.textContent);
  },
};
