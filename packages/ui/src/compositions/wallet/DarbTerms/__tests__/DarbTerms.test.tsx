import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { DarbTerms, type DarbTermsLabels } from '../DarbTerms';

const labels: DarbTermsLabels = {
  loading: 'Loading terms',
  retry: 'Try again',
  retrying: 'Trying again',
  empty: 'No terms to show.',
  newTab: '(opens in a new tab)',
};

describe('DarbTerms', () => {
  it('renders the CMS title and content with hostile markup removed', async () => {
    const screen = await render(
      <DarbTerms
        state={{
          status: 'ready',
          data: {
            title: 'Darb terms',
            content:
              '<p>Tolls are charged per crossing.</p><img src="x" onerror="window.__darbHostile=1"><a href="javascript:window.__darbHostile=1">bad</a><script>window.__darbHostile=1</script>',
          },
        }}
        labels={labels}
      />,
    );
    await expect.element(page.getByRole('heading', { name: 'Darb terms', level: 2 })).toBeVisible();
    await expect.element(page.getByText('Tolls are charged per crossing.')).toBeVisible();
    expect(screen.container.querySelector('script, [onerror], a[href^="javascript"]')).toBeNull();
    expect((window as { __darbHostile?: number }).__darbHostile).toBeUndefined();
  });

  it('says so when the CMS sent nothing, and retries after a failure', async () => {
    const onRetry = vi.fn();
    const screen = await render(
      <DarbTerms state={{ status: 'ready', data: { content: '  ' } }} labels={labels} />,
    );
    await expect.element(page.getByText('No terms to show.')).toBeVisible();
    await screen.rerender(<DarbTerms state={{ status: 'loading' }} labels={labels} />);
    await expect.element(page.getByText('Loading terms')).toBeInTheDocument();
    await screen.rerender(
      <DarbTerms state={{ status: 'error', message: 'CMS down', onRetry }} labels={labels} />,
    );
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
