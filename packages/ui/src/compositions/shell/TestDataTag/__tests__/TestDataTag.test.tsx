import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { TestDataTag } from '../TestDataTag';

describe('TestDataTag', () => {
  it('is a note with its words and the explanation, in the flow of the page (issue S)', async () => {
    await render(
      <>
        <p>Above</p>
        <TestDataTag label="Test data" description="Made-up data." />
        <p>Below</p>
      </>,
    );
    const note = page.getByRole('note');
    await expect.element(note).toHaveTextContent('Test data. Made-up data.');
    // Not fixed or absolute over the page: it takes its own room between what is around it.
    expect(getComputedStyle(note.element()).position).toBe('static');
    const above = page.getByText('Above').element().getBoundingClientRect();
    const below = page.getByText('Below').element().getBoundingClientRect();
    const tag = note.element().getBoundingClientRect();
    expect(tag.top).toBeGreaterThanOrEqual(above.bottom);
    expect(tag.bottom).toBeLessThanOrEqual(below.top);
  });
});
