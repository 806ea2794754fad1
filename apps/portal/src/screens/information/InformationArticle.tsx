import { shellMessages, type PortalLocale } from '@portal/core';
import type { InformationPage as CoreInformationPage } from '@portal/core/api/common';
import {
  Breadcrumbs,
  InformationPage as InformationPageView,
  Link,
  informationPageLabelsOf,
  informationPageViewOf,
} from '@portal/ui';
import { usePrerender } from '../../platform/api/prerenderContext';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageOrigin } from '../../platform/page/usePageOrigin';
import { pagePath } from '../../platform/pages/pagePath';
import { queryStateOf, type QueryReading } from '../../shell/dataState/queryState';
import { useDocumentDescription } from '../../shell/document/useDocumentDescription';
import { useDocumentTitle } from '../../shell/document/useDocumentTitle';
import { RouterAnchor } from '../../shell/links/RouterAnchor';

/**
 * What the information pages and the announcements share: Home › the page, the document's title and
 * description from the page, and the page in its four states (no page at the address is the
 * not-found state, with a way home; drawn by the server, a 404).
 */
export function InformationArticle({
  locale,
  read,
  notFoundIsPage = true,
}: {
  readonly locale: PortalLocale;
  readonly read: QueryReading<CoreInformationPage | null>;
  /**
   * Whether no page at the address makes the whole page not found: drawn by the server, it is then
   * answered with 404 (page table `renderedOnRequest`). Talk to us says `false`: its form is there.
   */
  readonly notFoundIsPage?: boolean;
}) {
  const t = useMessages('services', 'common');
  const origin = usePageOrigin();
  const page = read.data ?? undefined;
  const prerender = usePrerender();
  if (read.data === null && notFoundIsPage) prerender?.reportNotFound();
  const shell = shellMessages(locale);
  useDocumentTitle(page?.title, shell.siteName);
  useDocumentDescription(page?.summary);

  const state = queryStateOf(read, t('information.error'), (answer) =>
    answer === null ? undefined : informationPageViewOf(answer, locale),
  );
  const homeHref = pagePath(locale, 'home');
  const crumbs = [
    { label: t('information.breadcrumbs.home'), href: homeHref },
    ...(page ? [{ label: page.title }] : []),
  ];

  return (
    <div className="flex flex-col gap-6">
      <Breadcrumbs
        label={shell.breadcrumbs.label}
        items={crumbs}
        renderLink={({ href, ...link }) => <RouterAnchor href={href} {...link} />}
      />
      <InformationPageView
        className="max-w-prose"
        state={state}
        labels={informationPageLabelsOf(t)}
        origin={origin}
        notFoundAction={
          <Link variant="standalone" asChild>
            <RouterAnchor href={homeHref}>{t('information.goHome')}</RouterAnchor>
          </Link>
        }
      />
    </div>
  );
}
