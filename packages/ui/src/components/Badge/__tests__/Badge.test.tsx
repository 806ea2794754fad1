import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { Badge } from '../Badge';

describe('Badge', () => {
  it('is read by its words, not by its colour', async () => {
    await render(
      <p>
        Status <Badge tone="danger">Overdue</Badge>
      </p>,
    );
    await expect.element(page.getByText('Overdue')).toBeVisible();
  });

  it('replaces a bare count with its label for assistive technology', async () => {
    await render(
      <button type="button">
        Inbox <Badge label="3 unread">3</Badge>
      </button>,
    );
    // The button's name reads the label, once, and not the bare number.
    await expect.element(page.getByRole('button', { name: 'Inbox 3 unread' })).toBeVisible();
  });

  it('passes ref, id and data attributes to its root', async () => {
    let element: HTMLSpanElement | null = null;
    await render(
      <Badge
        id="b1"
        data-testid="badge"
        ref={(node) => {
          element = node;
        }}
      >
        New
      </Badge>,
    );
    expect(page.getByTestId('badge').element().id).toBe('b1');
    expect(element).toBe(page.getByTestId('badge').element());
  });
});
