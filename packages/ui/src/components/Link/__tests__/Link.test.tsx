import type { ComponentPropsWithRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { Link } from '../Link';

function RouterLink({ to, children, ...props }: ComponentPropsWithRef<'a'> & { to: string }) {
  return (
    <a href={to} data-router-link="" {...props}>
      {children}
    </a>
  );
}

describe('Link', () => {
  it('is a link with its text as name, reached by Tab and followed by Enter', async () => {
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    await render(
      <Link href="#locker" onClick={onClick}>
        My locker
      </Link>,
    );
    const link = page.getByRole('link', { name: 'My locker' });
    expect(link.element().getAttribute('href')).toBe('#locker');
    await userEvent.tab();
    expect(link.element()).toBe(document.activeElement);
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is underlined, so colour is not the only thing that marks it', async () => {
    await render(<Link href="#x">Inline</Link>);
    const style = getComputedStyle(page.getByRole('link').element());
    expect(style.textDecorationLine).toContain('underline');
  });

  it('styles a router link through asChild without adding an element', async () => {
    const { container } = await render(
      <Link asChild className="font-bold">
        <RouterLink to="#payments">Payments</RouterLink>
      </Link>,
    );
    const link = page.getByRole('link', { name: 'Payments' }).element();
    expect(container.querySelectorAll('a')).toHaveLength(1);
    expect(link.getAttribute('data-router-link')).toBe('');
    expect(link.getAttribute('data-slot')).toBe('link');
    expect(link.className).toContain('font-bold');
  });

  it('gives a standalone link at least a 24 px target', async () => {
    await render(
      <Link variant="standalone" href="#all">
        View all
      </Link>,
    );
    expect(page.getByRole('link').element().getBoundingClientRect().height).toBeGreaterThanOrEqual(
      24,
    );
  });
});
