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
  title: 'Forms/SearchCombobox/Features',
  component: SearchCombobox,
  args: {
    label: '',
    suggestionsLabel: '',
    countLabel: () => '',
    onSearch: async () => [],
    onSelect: fn(),
    onSubmit: fn(),
  },
  render: (args, { globals }) => (
    <div className="max-w-xl pb-72">
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

/** The list open with the last suggestion highlighted (ArrowUp from the box wraps to the end). */
export const Open: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const box = canvas.getByRole('combobox');
    await userEvent.type(box, storyText(globals, RENEW));
    await canvas.findByRole('listbox');
    await userEvent.keyboard('{ArrowUp}');
    const options = canvas.getAllByRole('option');
    await expect(options.at(-1)).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', options.at(-1)!.id);
    await expect(box).toHaveFocus();
  },
};

/** Enter with nothing highlighted searches for the text itself. */
export const SubmitText: Story = {
  play: async ({ canvas, args, globals, userEvent }) => {
    const box = canvas.getByRole('combobox');
    await userEvent.type(box, `${storyText(globals, RENEW)} `);
    await canvas.findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(storyText(globals, RENEW));
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** No match: no list opens, and "No suggestions" is announced politely. */
export const NoSuggestions: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'zzz');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(storyCountLabel(globals)(0)),
    );
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Arabic in every mode: the icon and text start at the right; Escape closes, then clears. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('combobox', { name: SEARCH_LABEL.ar });
    await userEvent.type(box, RENEW.ar);
    await canvas.findByRole('listbox', { name: SUGGESTIONS_LABEL.ar });
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(box).toHaveValue(RENEW.ar);
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
  },
};

/**
 * The hero search on a 320 px phone: the label kept for assistive technology only, the list as wide
 * as the box, long suggestions wrapping instead of scrolling.
 */
export const Narrow: Story = {
  args: { hideLabel: true },
  render: (args, { globals }) => (
    <div className="w-[320px] pb-96">
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
  play: async ({ canvas, globals, userEvent }) => {
    const box = canvas.getByRole('combobox', { name: storyText(globals, SEARCH_LABEL) });
    await userEvent.type(box, storyText(globals, RENEW));
    const listbox = await canvas.findByRole('listbox');
    const column = box.closest<HTMLElement>('[data-slot="search-combobox"]')!;
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    await expect(listbox.scrollWidth).toBeLessThanOrEqual(listbox.clientWidth);
    await expect(listbox.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};
