import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { Field } from '../../Field';
import { TextArea, type CharacterCount } from '../TextArea';
import { countCharacters } from '../countCharacters';

const countText = ({ remaining }: CharacterCount) =>
  remaining >= 0 ? `${remaining} characters left` : `${-remaining} characters too many`;

describe('TextArea', () => {
  it('counts what is typed against the limit and describes the field with the count', async () => {
    await render(
      <Field label="Message" hint="Tell us what happened">
        <TextArea characterLimit={10} characterCountText={countText} />
      </Field>,
    );
    const area = page.getByRole('textbox', { name: 'Message' });
    await expect
      .element(area)
      .toHaveAccessibleDescription('Tell us what happened 10 characters left');
    await userEvent.type(area, 'Hello');
    await expect.element(page.getByText('5 characters left')).toBeVisible();
    await expect
      .element(area)
      .toHaveAccessibleDescription('Tell us what happened 5 characters left');
  });

  it('lets typing pass the limit and shows how many are too many', async () => {
    await render(
      <TextArea aria-label="Message" characterLimit={3} characterCountText={countText} />,
    );
    await userEvent.type(page.getByRole('textbox', { name: 'Message' }), 'Hello');
    const count = page.getByText('2 characters too many');
    await expect.element(count).toBeVisible();
    await expect.element(count).toHaveAttribute('data-over', 'true');
  });

  it('speaks the count politely once typing pauses, not on every key', async () => {
    await render(
      <TextArea aria-label="Message" characterLimit={10} characterCountText={countText} />,
    );
    const status = document.querySelector('[data-slot="text-area-count-status"]')!;
    expect(status.getAttribute('aria-live')).toBe('polite');
    await userEvent.type(page.getByRole('textbox', { name: 'Message' }), 'Hi');
    expect(status.textContent).toBe('');
    await vi.waitFor(() => expect(status.textContent).toBe('8 characters left'), { timeout: 3000 });
  });

  it('counts a value written through the ref (as react-hook-form does) and a default value', async () => {
    const writeThroughRef = (node: HTMLTextAreaElement | null) => {
      if (node && node.value === '') node.value = 'abc';
    };
    await render(
      <>
        <TextArea
          aria-label="A"
          ref={writeThroughRef}
          characterLimit={10}
          characterCountText={countText}
        />
        <TextArea
          aria-label="B"
          defaultValue="abcd"
          characterLimit={10}
          characterCountText={countText}
        />
      </>,
    );
    await expect.element(page.getByText('7 characters left')).toBeVisible();
    await expect.element(page.getByText('6 characters left')).toBeVisible();
  });

  it('counts characters as people do: an emoji or an Arabic letter is one', () => {
    expect(countCharacters('👍🏽')).toBe(2);
    expect(countCharacters('😀')).toBe(1);
    expect(countCharacters('مرحبا')).toBe(5);
    expect(countCharacters(undefined)).toBe(0);
  });

  it('renders no count without a limit and keeps Enter as a new line', async () => {
    await render(<TextArea aria-label="Notes" />);
    const area = page.getByRole('textbox', { name: 'Notes' });
    await userEvent.type(area, 'a{Enter}b');
    await expect.element(area).toHaveValue('a\nb');
    expect(document.querySelector('[data-slot="text-area-count"]')).toBeNull();
  });
});
