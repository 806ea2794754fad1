import { shellMessages } from '@portal/core';
import { Breadcrumbs, SectionNav, communityNavItemsOf } from '@portal/ui';
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { pagePath } from '../../platform/pages/pagePath';
import { PORTAL_PAGE_PATHS } from '../../platform/pages/pageTable';
import { useDocumentTitle } from '../../shell/document/useDocumentTitle';
import { RouterAnchor } from '../../shell/links/RouterAnchor';

/** Whether the app has a page at `path` (a community page another issue may not have built yet). */
export function isServed(path: string): boolean {
  return PORTAL_PAGE_PATHS.includes(path);
}

/**
 * The frame of every community page (tamm-by-you, issue W): Home › TAMM by you › the page, the
 * page's heading and intro when it has them (an idea's page draws its own `h1`, the idea's title),
 * and the area's navigation (ui's `SectionNav`, every page of the area from core's
 * `TAMM_BY_YOU_PAGES`, the one shown marked current). The document's title is `title`.
 */
export function CommunityFrame({
  title,
  heading = true,
  intro,
  children,
}: {
  /** The page's name: the document title, the last crumb and (unless `heading` is false) the `h1`. */
  readonly title: string | undefined;
  /** Whether the frame draws `title` as the page's `h1`. */
  readonly heading?: boolean;
  readonly intro?: string;
  readonly children: ReactNode;
}) {
  const locale = usePageLocale();
  const t = useMessages('community', 'common');
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useDocumentTitle(title, shellMessages(locale).siteName);
  const shell = shellMessages(locale);
  const areaHref = pagePath(locale, 'communityIdeas');
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <Breadcrumbs
        label={shell.breadcrumbs.label}
        items={[
          { label: shell.breadcrumbs.home, href: pagePath(locale, 'home') },
          ...(pathname.replace(/\/+$/, '') === areaHref
            ? []
            : [{ label: t('community.title'), href: areaHref }]),
          ...(title ? [{ label: title }] : []),
        ]}
        renderLink={({ href, ...link }) => <RouterAnchor href={href} {...link} />}
      />
      {heading && title ? (
        <div className="flex flex-col gap-2">
          <h1 className="text-display font-bold break-words">{title}</h1>
          {intro ? <p className="max-w-prose text-body text-ink-muted">{intro}</p> : null}
        </div>
      ) : null}
      <SectionNav
        label={t('community.nav.label')}
        items={communityNavItemsOf(t, locale, pathname, isServed)}
        renderLink={({ href, children, ...link }) => (
          <RouterAnchor href={href} {...link}>
            {children}
          </RouterAnchor>
        )}
      />
      {children}
    </div>
  );
}
