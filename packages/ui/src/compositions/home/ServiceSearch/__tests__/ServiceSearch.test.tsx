import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { ServiceSearch, type ServiceSearchProps } from '../ServiceSearch';

const LABELS = {
  label: 'Search for a service',
  placeholder: 'Find a service',
  suggestionsTitle: 'Are you looking for…',
  count: (n: number) => `${n} suggestions`,
  submit: 'Search',
};

function renderSearch(props: Partial<ServiceSearchProps> = {}) {
  const onSubmit = vi.fn();
  const onSelect = vi.fn();
  const onSearch = vi.fn(async (text: string) => [
    { id: '1', label: `Renew ${text}`, href: '/en/services/a' },
  ]);
  render(
    <ServiceSearch
      labels={LABELS}
      onSearch={onSearch}
      onSubmit={onSubmit}
      onSelect={onSelect}
      debounceMs={10}
      {...props}
    />,
  );
  return { onSubmit, onSelect, onSearch };
}

describe('ServiceSearch', () => {
  it('is a search landmark whose button submits the trimmed text, and never a blank one', async () => {
    const { onSubmit } = renderSearch();
    await expect.element(page.getByRole('search')).toBeInTheDocument();
    await page.getByRole('button', { name: 'Search' }).click();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(page.getByRole('combobox', { name: 'Search for a service' }), '  fine  ');
    await page.getByRole('button', { name: 'Search' }).click();
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('fine');
  });

  it('opens a suggestion with the keyboard and announces the count', async () => {
    const { onSelect, onSubmit } = renderSearch();
    await userEvent.type(page.getByRole('combobox'), 'licence');
    await expect.element(page.getByRole('option', { name: 'Renew licence' })).toBeVisible();
    await expect
      .element(page.getByRole('status').filter({ hasText: '1 suggestions' }))
      .toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ href: '/en/services/a' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('compact: no button, Enter submits once, the text is controllable', async () => {
    const onValueChange = vi.fn();
    const { onSubmit } = renderSearch({ variant: 'compact', value: 'bill', onValueChange });
    expect(page.getByRole('button').elements()).toHaveLength(0);
    await expect.element(page.getByRole('combobox')).toHaveValue('bill');
    await userEvent.type(page.getByRole('combobox'), 's');
    expect(onValueChange).toHaveBeenLastCalledWith('bills');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('bill');
  });

  it('never shows an older answer over a newer one (a slow first request loses)', async () => {
    const resolvers = new Map<
      string,
      (value: { id: string; label: string; href: string }[]) => void
    >();
    const onSearch = vi.fn(
      (text: string) =>
        new Promise<{ id: string; label: string; href: string }[]>((resolve) => {
          resolvers.set(text, resolve);
        }),
    );
    renderSearch({ onSearch, debounceMs: 0 });
    const box = page.getByRole('combobox');
    await userEvent.type(box, 'vi');
    await expect.poll(() => resolvers.has('vi')).toBe(true);
    await userEvent.type(box, 'sa');
    await expect.poll(() => resolvers.has('visa')).toBe(true);
    resolvers.get('visa')?.([{ id: 'new', label: 'Renew visa', href: '/en/services/visa' }]);
    await expect.element(page.getByRole('option', { name: 'Renew visa' })).toBeVisible();
    resolvers.get('vi')?.([{ id: 'old', label: 'Stale vi', href: '/en/services/vi' }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.getByRole('option', { name: 'Stale vi' }).elements()).toHaveLength(0);
    expect(page.getByRole('option').elements()).toHaveLength(1);
  });
});
