import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { UiProvider } from '../../../provider/UiProvider';
import { Field } from '../../Field';
import { Select } from '../Select';

const providers = (
  <>
    <option value="addc">ADDC</option>
    <option value="aadc">AADC</option>
  </>
);

describe('Select', () => {
  it('starts on the placeholder, which has the empty value, and reports the choice', async () => {
    const onValueChange = vi.fn();
    await render(
      <Field label="Provider">
        <Select placeholder="Choose a provider" onValueChange={onValueChange}>
          {providers}
        </Select>
      </Field>,
    );
    const select = page.getByRole('combobox', { name: 'Provider' });
    await expect.element(select).toHaveValue('');
    await expect.element(select).toHaveDisplayValue('Choose a provider');
    await userEvent.selectOptions(select, 'aadc');
    await expect.element(select).toHaveValue('aadc');
    expect(onValueChange).toHaveBeenCalledWith('aadc');
  });

  it('is changed from the keyboard', async () => {
    await render(
      <Select aria-label="Provider" defaultValue="addc">
        {providers}
      </Select>,
    );
    await userEvent.tab();
    const select = page.getByRole('combobox', { name: 'Provider' });
    await expect.element(select).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(select).toHaveValue('aadc');
  });

  it('puts the chevron at the inline end: right in English, left in Arabic', async () => {
    for (const [dir, endIsRight] of [
      ['ltr', true],
      ['rtl', false],
    ] as const) {
      const { unmount } = await render(
        <UiProvider dir={dir}>
          <div dir={dir} className="w-64">
            <Select aria-label="Provider">{providers}</Select>
          </div>
        </UiProvider>,
      );
      const select = page.getByRole('combobox').element().getBoundingClientRect();
      const chevron = document.querySelector('[data-slot="select-wrapper"] svg')!;
      expect(chevron.getAttribute('aria-hidden')).toBe('true');
      const icon = chevron.getBoundingClientRect();
      const centre = select.left + select.width / 2;
      expect(icon.left > centre).toBe(endIsRight);
      await unmount();
    }
  });

  it('takes the invalid state and description from the Field', async () => {
    await render(
      <Field label="Provider" error="Choose a provider" errorPrefix="Error:">
        <Select>{providers}</Select>
      </Field>,
    );
    const select = page.getByRole('combobox', { name: 'Provider' });
    await expect.element(select).toHaveAttribute('aria-invalid', 'true');
    await expect.element(select).toHaveAccessibleDescription('Error: Choose a provider');
  });
});
