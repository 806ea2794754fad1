import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { TopBanner } from '../TopBanner';

const labels = { region: 'Announcement', close: 'Close the announcement' };

describe('TopBanner', () => {
  it('keeps its height between the placeholder and a short announcement', async () => {
    const { rerender } = await render(
      <TopBanner content="loading" labels={labels} onClose={() => {}} />,
    );
    const region = page.getByRole('region', { name: 'Announcement' }).element() as HTMLElement;
    const loadingHeight = region.getBoundingClientRect().height;
    await rerender(
      <TopBanner content={{ title: 'Holiday hours' }} labels={labels} onClose={() => {}} />,
    );
    expect(region.getBoundingClientRect().height).toBe(loadingHeight);
  });

  it('closes with Enter on its button', async () => {
    const onClose = vi.fn();
    await render(
      <TopBanner
        content={{ description: 'Centres close on Friday.' }}
        labels={labels}
        onClose={onClose}
      />,
    );
    (page.getByRole('button', { name: 'Close the announcement' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
