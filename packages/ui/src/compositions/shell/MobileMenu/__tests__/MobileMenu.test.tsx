import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { MobileMenu } from '../MobileMenu';

const labels = { open: 'Open menu', close: 'Close menu' };

describe('MobileMenu', () => {
  it('is a disclosure: Enter opens, the name changes, Escape closes and focus returns', async () => {
    const onOpenChange = vi.fn();
    await render(
      <div className="flex flex-wrap">
        <MobileMenu labels={labels} onOpenChange={onOpenChange}>
          <a href="#one">One</a>
        </MobileMenu>
      </div>,
    );
    const button = page.getByRole('button', { name: 'Open menu' });
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
    expect(page.getByRole('link', { name: 'One' }).elements()).toHaveLength(0);
    (button.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const open = page.getByRole('button', { name: 'Close menu' });
    await expect.element(open).toHaveAttribute('aria-expanded', 'true');
    const panelId = open.element().getAttribute('aria-controls') ?? '';
    expect(document.getElementById(panelId)?.textContent).toBe('One');
    await userEvent.tab();
    await expect.element(page.getByRole('link', { name: 'One' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('Escape on the open button closes it too', async () => {
    await render(
      <MobileMenu labels={labels} defaultOpen>
        <a href="#one">One</a>
      </MobileMenu>,
    );
    const button = page.getByRole('button', { name: 'Close menu' });
    (button.element() as HTMLElement).focus();
    await userEvent.keyboard('{Escape}');
    await expect
      .element(page.getByRole('button', { name: 'Open menu' }))
      .toHaveAttribute('aria-expanded', 'false');
  });

  it('controlled: follows `open` and only reports clicks', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = await render(
      <MobileMenu labels={labels} open={false} onOpenChange={onOpenChange}>
        <a href="#one">One</a>
      </MobileMenu>,
    );
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await expect.element(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await rerender(
      <MobileMenu labels={labels} open onOpenChange={onOpenChange}>
        <a href="#one">One</a>
      </MobileMenu>,
    );
    await expect.element(page.getByRole('link', { name: 'One' })).toBeVisible();
  });
});
