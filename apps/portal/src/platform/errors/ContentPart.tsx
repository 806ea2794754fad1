import { DEFAULT_PORTAL_LOCALE, localeFromPathname } from '@portal/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ContentPartProps {
  /** What the part is (`footer`, `home sections`…), named in the error log. */
  readonly name: string;
  /** Drawn instead of the part when it fails. Default: nothing, the part is left out. */
  readonly fallback?: ReactNode;
  readonly children: ReactNode;
}

interface ContentPartState {
  readonly failed: boolean;
}

/**
 * The boundary every part drawn from CMS content renders in (spec 001 §8: content failures are
 * swallowed). An answer of the right shape can still hold what a part cannot draw (every string
 * replaced by markup, an address a mapping cannot read): a throw while the part renders leaves that
 * part out, or draws `fallback`, and the page stands. Without it the throw reached the route's
 * error boundary, and one hostile footer field turned the signed-in toll wallet page into "This
 * page could not be shown" (issue O, item 15). The failure is still sent to the portal's error
 * log, and React's own report of it is a warning (`reportCaughtError`), never a console error.
 * A failed part stays out until the page is loaded again.
 */
export class ContentPart extends Component<ContentPartProps, ContentPartState> {
  override state: ContentPartState = { failed: false };

  static getDerivedStateFromError(): ContentPartState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    const { pathname } = window.location;
    const locale = localeFromPathname(pathname) ?? DEFAULT_PORTAL_LOCALE;
    // Loaded when a part fails: the log call stays out of the first page's JavaScript.
    void import('./reportRouteError').then(({ reportRouteError }) =>
      reportRouteError(error, locale, `${pathname} (${this.props.name})`),
    );
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
