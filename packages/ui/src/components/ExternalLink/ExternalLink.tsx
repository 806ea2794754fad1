import { SquareArrowOutUpRight } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { Link, type LinkProps } from '../Link';
import { useComponentWords } from '../../provider/componentWords';

/** What a new tab must never give the opened page: a handle on this window, or our address. */
const REQUIRED_REL = ['noopener', 'noreferrer'];

export interface ExternalLinkProps
  extends Omit<ComponentPropsWithRef<'a'>, 'target'>, Pick<LinkProps, 'variant'> {
  /** The address outside the portal; check it with core's safe-URL rules before it gets here. */
  readonly href: string;
  /**
   * Translated words telling that the link opens a new tab ("opens in a new tab" / "يفتح في علامة
   * تبويب جديدة"). Visually hidden, appended to the link's name in parentheses, so people who cannot
   * see the icon are not surprised by the new tab (WCAG 3.2.5 advice, G201). Default: the
   * `UiProvider`'s words.
   */
  readonly newTabLabel?: string;
}

/**
 * A link to a page outside the portal, opened in a new tab (`target="_blank"` with
 * `rel="noopener noreferrer"`, whatever else the caller adds to `rel`). An "opens outside" icon at the
 * inline end shows it; the icon points up and away from the text, so it mirrors in Arabic.
 */
export function ExternalLink({
  newTabLabel,
  rel,
  className,
  children,
  ...props
}: ExternalLinkProps) {
  const words = useComponentWords();
  const relTokens = new Set([...REQUIRED_REL, ...(rel ?? '').split(/\s+/).filter(Boolean)]);
  return (
    <Link
      data-slot="external-link"
      target="_blank"
      rel={[...relTokens].join(' ')}
      className={className}
      {...props}
    >
      {children}
      <span className="sr-only"> ({newTabLabel ?? words.opensInNewTab})</span>
      <SquareArrowOutUpRight
        aria-hidden="true"
        focusable="false"
        data-slot="external-link-icon"
        className="ms-1 inline size-[1em] shrink-0 align-[-0.125em] rtl:-scale-x-100"
      />
    </Link>
  );
}
