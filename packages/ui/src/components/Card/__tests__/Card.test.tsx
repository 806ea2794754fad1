import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { Card, CardBody, CardFooter, CardLink, CardTitle } from '../Card';

function centreOf(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [box.left + box.width / 2, box.top + box.height / 2];
}

describe('Card', () => {
  it('renders the title at the heading level asked for (3 by default)', async () => {
    const { rerender } = await render(
      <Card>
        <CardTitle>Bills</CardTitle>
      </Card>,
    );
    await expect.element(page.getByRole('heading', { level: 3, name: 'Bills' })).toBeVisible();
    await rerender(
      <Card>
        <CardTitle level={2}>Bills</CardTitle>
      </Card>,
    );
    await expect.element(page.getByRole('heading', { level: 2, name: 'Bills' })).toBeVisible();
  });

  it('makes the whole card one link named by the title, with footer actions still their own', async () => {
    const onOpen = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const onDiscard = vi.fn();
    await render(
      <Card data-testid="card">
        <CardTitle>
          <CardLink href="#a-1" onClick={onOpen}>
            Electricity connection
          </CardLink>
        </CardTitle>
        <CardBody>
          <p>Reference ADX-1 and a long description of what happens next</p>
        </CardBody>
        <CardFooter>
          <button type="button" onClick={onDiscard}>
            Discard
          </button>
        </CardFooter>
      </Card>,
    );
    const link = page.getByRole('link', { name: 'Electricity connection' });
    await expect.element(link).toBeVisible();
    // The body text is under the link's stretched layer: a press there opens the link.
    const [bodyX, bodyY] = centreOf(page.getByText(/Reference ADX-1/).element());
    expect(document.elementFromPoint(bodyX, bodyY)).toBe(link.element());
    // The footer's button is above that layer.
    const discard = page.getByRole('button', { name: 'Discard' });
    const [buttonX, buttonY] = centreOf(discard.element());
    expect(document.elementFromPoint(buttonX, buttonY)).toBe(discard.element());
    await userEvent.click(discard);
    expect(onDiscard).toHaveBeenCalledTimes(1);
    expect(onOpen).not.toHaveBeenCalled();
    // A real pointer press on the body text (Playwright clicks the point; the layer takes it).
    await userEvent.click(page.getByText(/Reference ADX-1/), { force: true });
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('draws the focus ring around the whole card when the link has keyboard focus', async () => {
    await render(
      <Card data-testid="card">
        <CardTitle>
          <CardLink href="#a-2">Parking permit</CardLink>
        </CardTitle>
        <CardBody>Body</CardBody>
      </Card>,
    );
    await userEvent.tab();
    const link = page.getByRole('link', { name: 'Parking permit' }).element();
    expect(document.activeElement).toBe(link);
    const ring = getComputedStyle(link, '::after');
    expect(ring.outlineStyle).toBe('solid');
    expect(parseFloat(ring.outlineWidth)).toBeGreaterThanOrEqual(2);
    const card = page.getByTestId('card').element().getBoundingClientRect();
    expect(parseFloat(ring.width)).toBeCloseTo(card.width - 2, 0);
  });

  it('renders as its child with asChild and passes props and ref through', async () => {
    let element: HTMLElement | null = null;
    await render(
      <ul>
        <Card
          asChild
          id="c1"
          ref={(node) => {
            element = node;
          }}
        >
          <li>Item</li>
        </Card>
      </ul>,
    );
    const item = page.getByRole('listitem').element();
    expect(item.id).toBe('c1');
    expect(item.getAttribute('data-slot')).toBe('card');
    expect(element).toBe(item);
  });

  it('lets a router link take the card link’s place (asChild)', async () => {
    await render(
      <Card>
        <CardTitle>
          <CardLink asChild>
            <a href="/en/mylocker" data-router="yes">
              Locker
            </a>
          </CardLink>
        </CardTitle>
      </Card>,
    );
    const link = page.getByRole('link', { name: 'Locker' }).element();
    expect(link.getAttribute('data-slot')).toBe('card-link');
    expect(link.getAttribute('data-router')).toBe('yes');
  });
});
