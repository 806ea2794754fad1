import { useRouter } from '@tanstack/react-router';
import type { ComponentPropsWithRef, MouseEvent } from 'react';

/**
 * A plain `<a href>` that the router follows without a full page load: for ui components that draw
 * their links through a `renderLink` prop (breadcrumbs, pagination, cards) with addresses as text.
 * A modified click (new tab, new window) is left to the browser.
 */
export function RouterAnchor({ href, onClick, children, ...props }: ComponentPropsWithRef<'a'>) {
  const router = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      href === undefined ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <a href={href} onClick={follow} {...props}>
      {children}
    </a>
  );
}
