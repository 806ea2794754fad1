import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { TestDataTag } from '../TestDataTag';

describe('TestDataTag', () => {
  it('is a note with its words and the explanation, and lets clicks through', async () => {
    await render(<TestDataTag label="Test data" description="Made-up data." />);
    const note = page.getByRole('note');
    await expect.element(note).toHaveTextContent('Test data. Made-up data.');
    expect(getComputedStyle(note.element()).pointerEvents).toBe('none');
  });
});
