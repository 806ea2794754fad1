import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { LanguageListPicker } from '../LanguageListPicker';

const labels = { label: 'Language', loading: 'Loading languages', retry: 'Try again' };
const languages = [
  { code: 'en', nativeName: 'English', lang: 'en', dir: 'ltr' as const },
  { code: 'fa', nativeName: 'فارسی', lang: 'fa', dir: 'rtl' as const },
];

describe('LanguageListPicker', () => {
  it('lists languages by native name, each in its own language; choosing reports the code', async () => {
    const onValueChange = vi.fn();
    render(
      <LanguageListPicker
        state={{ status: 'ready', data: languages }}
        labels={labels}
        value="en"
        onValueChange={onValueChange}
      />,
    );
    const select = page.getByRole('combobox', { name: 'Language' });
    await expect.element(page.getByRole('option', { name: 'فارسی' })).toHaveAttribute('lang', 'fa');
    await userEvent.selectOptions(select, 'fa');
    expect(onValueChange).toHaveBeenCalledWith('fa');
  });

  it('says it is loading, in words', async () => {
    render(
      <LanguageListPicker
        state={{ status: 'loading' }}
        labels={labels}
        value="en"
        onValueChange={vi.fn()}
      />,
    );
    await expect.element(page.getByText('Loading languages')).toBeInTheDocument();
  });

  it('on failure says so and retries', async () => {
    const onRetry = vi.fn();
    render(
      <LanguageListPicker
        state={{ status: 'error', message: 'We couldn’t load the list of languages.', onRetry }}
        labels={labels}
        value="en"
        onValueChange={vi.fn()}
      />,
    );
    await expect
      .element(page.getByText('We couldn’t load the list of languages.').first())
      .toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
