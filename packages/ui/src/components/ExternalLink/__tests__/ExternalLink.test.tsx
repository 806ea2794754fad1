import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { ExternalLink } from '../ExternalLink';

describe('ExternalLink', () => {
  it('opens a new tab without handing over the window or the address', async () => {
    await render(
      <ExternalLink href="https://www.addc.ae/" newTabLabel="opens in a new tab">
        ADDC
      </ExternalLink>,
    );
    const link = page.getByRole('link').element();
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('href')).toBe('https://www.addc.ae/');
  });

  it('says in its name that it opens a new tab, with words that are not seen', async () => {
    await render(
      <ExternalLink href="https://www.addc.ae/" newTabLabel="يفتح في علامة تبويب جديدة">
        شركة أبوظبي للتوزيع
      </ExternalLink>,
    );
    const link = page.getByRole('link', {
      name: 'شركة أبوظبي للتوزيع (يفتح في علامة تبويب جديدة)',
    });
    await expect.element(link).toBeVisible();
    const hidden = page.getByText('يفتح في علامة تبويب جديدة').element();
    expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  });

  it('keeps noopener and noreferrer when the caller adds rel words', async () => {
    await render(
      <ExternalLink href="https://x.ae/" rel="external noopener" newTabLabel="new tab">
        X
      </ExternalLink>,
    );
    expect(page.getByRole('link').element().getAttribute('rel')).toBe(
      'noopener noreferrer external',
    );
  });

  it('does not let the caller turn off the new tab', () => {
    // @ts-expect-error: target is fixed to _blank.
    const element = <ExternalLink href="https://x.ae/" target="_self" newTabLabel="new tab" />;
    expect(element).toBeDefined();
  });

  it.each([
    ['ltr', false],
    ['rtl', true],
  ] as const)(
    'puts the icon at the inline end and mirrors it only in rtl (%s)',
    async (dir, rtl) => {
      await render(
        <div dir={dir}>
          <ExternalLink href="https://x.ae/" newTabLabel="new tab">
            <span>Provider</span>
          </ExternalLink>
        </div>,
      );
      const link = page.getByRole('link').element();
      const icon = link.querySelector('svg')!;
      expect(icon.getAttribute('aria-hidden')).toBe('true');
      const text = page.getByText('Provider').element().getBoundingClientRect();
      const iconBox = icon.getBoundingClientRect();
      if (rtl) expect(iconBox.right).toBeLessThanOrEqual(text.left + 1);
      else expect(iconBox.left).toBeGreaterThanOrEqual(text.right - 1);
      expect(getComputedStyle(icon).scale.startsWith('-1')).toBe(rtl);
    },
  );

  it('is reached by Tab and followed by Enter', async () => {
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    await render(
      <ExternalLink href="https://x.ae/" newTabLabel="new tab" onClick={onClick}>
        Provider
      </ExternalLink>,
    );
    await userEvent.tab();
    expect(page.getByRole('link').element()).toBe(document.activeElement);
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
