import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { LanguageDialog, type LanguageDialogLabels } from '../LanguageDialog';

const labels: LanguageDialogLabels = {
  title: 'Choose a language',
  description: 'What changes.',
  search: 'Search languages',
  searchHint: 'A name or a code',
  loading: 'Loading the languages',
  retry: 'Try again',
  retrying: 'Trying again',
  count: (count) => `${count} languages`,
  noMatch: (query) => `No language matches “${query}”.`,
  showAll: 'Show all languages',
  current: 'In use',
  done: 'Done',
  close: 'Close',
};
const languages = [
  { code: 'en', nativeName: 'English', lang: 'en', dir: 'ltr' as const },
  { code: 'fa', nativeName: 'فارسی', lang: 'fa', dir: 'rtl' as const, pageName: 'Persian' },
];

function renderDialog(overrides: Partial<Parameters<typeof LanguageDialog>[0]> = {}) {
  const props = {
    open: true,
    onOpenChange: vi.fn(),
    labels,
    state: { status: 'ready' as const, data: languages },
    query: '',
    onQueryChange: vi.fn(),
    value: 'en',
    onChoose: vi.fn(),
    ...overrides,
  };
  render(<LanguageDialog {...props} />);
  return props;
}

describe('LanguageDialog', () => {
  it('marks each native name with its own language and direction, and the one in use', async () => {
    const props = renderDialog();
    await expect.element(page.getByText('فارسی')).toHaveAttribute('lang', 'fa');
    await expect.element(page.getByText('فارسی')).toHaveAttribute('dir', 'rtl');
    await expect
      .element(page.getByRole('button', { name: 'English In use' }))
      .toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'فارسی Persian' }).click();
    expect(props.onChoose).toHaveBeenCalledWith('fa');
  });

  it('starts in the labelled search field and reports what is typed', async () => {
    const props = renderDialog();
    const search = page.getByRole('searchbox', { name: 'Search languages' });
    await expect.element(search).toHaveFocus();
    await search.fill('per');
    expect(props.onQueryChange).toHaveBeenLastCalledWith('per');
    await expect.element(page.getByText('2 languages')).toBeVisible();
  });

  it('says when a search finds nothing and offers the whole list', async () => {
    const props = renderDialog({ state: { status: 'ready', data: [] }, query: 'xx' });
    await expect.element(page.getByText('No language matches “xx”.')).toBeVisible();
    await page.getByRole('button', { name: 'Show all languages' }).click();
    expect(props.onQueryChange).toHaveBeenCalledWith('');
  });

  it('shows the outcome of a choice in a polite region, samples in their own language', async () => {
    renderDialog({
      outcome: {
        sentences: ['The session dialogs now read in French.'],
        samples: { heading: 'Now in French:', texts: ['Fermer'], lang: 'fr', dir: 'ltr' },
      },
    });
    await expect.element(page.getByText('The session dialogs now read in French.')).toBeVisible();
    await expect.element(page.getByRole('listitem').filter({ hasText: 'Fermer' })).toBeVisible();
    expect(document.querySelector('[data-slot="language-outcome"]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(document.querySelector('ul[lang="fr"]')?.textContent).toBe('Fermer');
  });

  it('on failure says so and retries', async () => {
    const onRetry = vi.fn();
    renderDialog({ state: { status: 'error', message: 'We couldn’t load them.', onRetry } });
    await page.getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
