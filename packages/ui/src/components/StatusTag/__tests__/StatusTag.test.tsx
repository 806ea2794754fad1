import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { StatusTag } from '../StatusTag';

/** Relative luminance contrast of two `rgb(…)` colours (WCAG 2). */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number) as [
      number,
      number,
      number,
    ];
    const linear = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(bl);
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

describe('StatusTag', () => {
  it('always shows its words and passes id, aria and data attributes through', async () => {
    await render(
      <StatusTag tone="attention" id="status-1" aria-describedby="hint" data-testid="tag">
        Action required
      </StatusTag>,
    );
    const tag = page.getByTestId('tag');
    await expect.element(tag).toHaveTextContent('Action required');
    expect(tag.element().id).toBe('status-1');
    expect(tag.element().getAttribute('aria-describedby')).toBe('hint');
  });

  it.each(['light', 'dark'] as const)(
    'keeps every tone’s text at 4.5:1 or more on its quiet background (%s)',
    async (theme) => {
      await render(
        <div data-theme={theme}>
          {(['neutral', 'attention', 'success', 'danger'] as const).map((tone) => (
            <StatusTag key={tone} tone={tone} data-testid={tone}>
              {tone}
            </StatusTag>
          ))}
        </div>,
      );
      for (const tone of ['neutral', 'attention', 'success', 'danger'] as const) {
        const style = getComputedStyle(page.getByTestId(tone).element());
        expect(contrast(style.color, style.backgroundColor), tone).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('draws a different decorative shape for each tone', async () => {
    await render(
      <>
        {(['neutral', 'attention', 'success', 'danger'] as const).map((tone) => (
          <StatusTag key={tone} tone={tone}>
            {tone}
          </StatusTag>
        ))}
      </>,
    );
    const icons = [...document.querySelectorAll('[data-slot="status-tag"] svg')];
    expect(icons).toHaveLength(4);
    expect(icons.every((icon) => icon.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(new Set(icons.map((icon) => icon.innerHTML)).size).toBe(4);
  });
});
