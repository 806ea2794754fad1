import { formatDayOrdinal } from '@portal/core';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { DayOfMonthPicker } from '../DayOfMonthPicker';

const select = () => page.getByRole('combobox', { name: 'Payment day' });
const selectElement = () => select().element() as HTMLSelectElement;
const optionTexts = () =>
  [...selectElement().options].filter((option) => option.value !== '').map((option) => option.text);

describe('DayOfMonthPicker', () => {
  it('offers the days 1 to 31 with English ordinals', async () => {
    await render(<DayOfMonthPicker label="Payment day" locale="en" />);
    const texts = optionTexts();
    expect(texts).toHaveLength(31);
    expect(texts.slice(0, 4)).toEqual(['1st', '2nd', '3rd', '4th']);
    expect(texts.slice(10, 13)).toEqual(['11th', '12th', '13th']);
    expect(texts.slice(20, 23)).toEqual(['21st', '22nd', '23rd']);
    expect(texts[30]).toBe('31st');
    expect(
      [...selectElement().options]
        .filter((option) => option.value !== '')
        .map((option) => option.value),
    ).toEqual(Array.from({ length: 31 }, (_, index) => String(index + 1)));
  });

  it("offers Arabic ordinal words from core's rule", async () => {
    await render(<DayOfMonthPicker label="Payment day" locale="ar-AE" />);
    const texts = optionTexts();
    expect(texts[0]).toBe(formatDayOrdinal(1, 'ar-AE'));
    expect(texts[0]).toBe('الأول');
    expect(texts[30]).toBe('الحادي والثلاثون');
  });

  it("wraps each ordinal in the caller's sentence", async () => {
    await render(
      <DayOfMonthPicker
        label="Payment day"
        locale="en"
        optionLabel={(ordinal) => `The ${ordinal} of every month`}
      />,
    );
    expect(optionTexts()[1]).toBe('The 2nd of every month');
  });

  it('shows the placeholder until a day is chosen, and reports the day as a number', async () => {
    const onValueChange = vi.fn();
    await render(
      <DayOfMonthPicker
        label="Payment day"
        locale="en"
        placeholder="Choose a day"
        onValueChange={onValueChange}
      />,
    );
    expect(selectElement().selectedOptions[0]?.text).toBe('Choose a day');
    expect(selectElement().options[0]?.disabled).toBe(true);
    await userEvent.selectOptions(select(), '15th');
    expect(onValueChange).toHaveBeenCalledWith(15);
    expect(selectElement().value).toBe('15');
  });

  it('is changed from the keyboard like any select', async () => {
    const onValueChange = vi.fn();
    await render(
      <DayOfMonthPicker
        label="Payment day"
        locale="en"
        defaultValue={5}
        onValueChange={onValueChange}
      />,
    );
    selectElement().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onValueChange).toHaveBeenLastCalledWith(6);
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [day, setDay] = useState<number | null>(28);
      return (
        <>
          <DayOfMonthPicker label="Payment day" locale="en" value={day} onValueChange={() => {}} />
          <button type="button" onClick={() => setDay(31)}>
            Last
          </button>
        </>
      );
    }
    await render(<Controlled />);
    expect(selectElement().value).toBe('28');
    await userEvent.selectOptions(select(), '3rd');
    expect(selectElement().value).toBe('28');
    await userEvent.click(page.getByRole('button', { name: 'Last' }));
    expect(selectElement().value).toBe('31');
  });

  it('is described by its hint and error and marked invalid', async () => {
    await render(
      <DayOfMonthPicker
        label="Payment day"
        locale="en"
        hint="Months without this day pay on their last day."
        error="Choose a payment day"
      />,
    );
    await expect
      .element(select())
      .toHaveAccessibleDescription(
        'Months without this day pay on their last day. Choose a payment day',
      );
    await expect.element(select()).toHaveAttribute('aria-invalid', 'true');
  });

  it('passes id, name, required and ref to the select, and submits the day', async () => {
    const ref = createRef<HTMLSelectElement>();
    let submitted: FormData | undefined;
    await render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted = new FormData(event.currentTarget);
        }}
      >
        <DayOfMonthPicker
          ref={ref}
          id="autopay-day"
          name="day"
          required
          label="Payment day"
          locale="en"
          defaultValue={10}
        />
        <button type="submit">Save</button>
      </form>,
    );
    expect(ref.current).toBe(selectElement());
    expect(selectElement().id).toBe('autopay-day');
    expect(selectElement().required).toBe(true);
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    expect(submitted?.get('day')).toBe('10');
  });

  it('puts the chevron at the inline end in both directions', async () => {
    for (const dir of ['ltr', 'rtl'] as const) {
      const { unmount } = await render(
        <div dir={dir}>
          <DayOfMonthPicker label="Payment day" locale="en" />
        </div>,
      );
      const box = selectElement().getBoundingClientRect();
      const chevron = document.querySelector('svg')!.getBoundingClientRect();
      const chevronCentre = chevron.left + chevron.width / 2;
      const boxCentre = box.left + box.width / 2;
      expect(chevronCentre > boxCentre).toBe(dir === 'ltr');
      await unmount();
    }
  });
});
