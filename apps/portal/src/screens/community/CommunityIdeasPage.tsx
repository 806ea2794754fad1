import { TAMM_BY_YOU_PAGES } from '@portal/core';
import { IdeaList, Link, ideaCardOf, ideaListLabelsOf } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useAppClients } from '../../platform/api/useAppClients';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { pagePath } from '../../platform/pages/pagePath';
import { queryStateOf } from '../../shell/dataState/queryState';
import { useDocumentDescription } from '../../shell/document/useDocumentDescription';
import { RouterAnchor } from '../../shell/links/RouterAnchor';
import { CommunityFrame, isServed } from './CommunityFrame';
import { ideaListQuery, ideaTopicsQuery } from './communityQueries';

/** Ideas each part of the front page shows (the listing has them all). */
const FRONT_PAGE_IDEAS = 4;

/**
 * `/tamm-by-you/ideas/community` (SCREENS.md S10.1): the community's front page. What it is, a way
 * to share an idea, and other residents' ideas in two parts: the latest, and the most supported. Each part has its four states and
 * leads to the listing. A visitor reads; the area's navigation leads to the rest.
 */
export function CommunityIdeasPage() {
  const locale = usePageLocale();
  const t = useMessages('community', 'common');
  const { client } = useAppClients(locale);
  const topics = useQuery(ideaTopicsQuery(client));
  const latest = useQuery(ideaListQuery(client, { sort: 'newest', pageSize: FRONT_PAGE_IDEAS }));
  const supported = useQuery(
    ideaListQuery(client, { sort: 'mostSupported', pageSize: FRONT_PAGE_IDEAS }),
  );
  useDocumentDescription(t('community.intro'));
  const latestId = useId();
  const supportedId = useId();
  const labels = ideaListLabelsOf(t);
  const cards = (answer: { items: Parameters<typeof ideaCardOf>[0][] }) =>
    answer.items.map((idea) => ideaCardOf(idea, topics.data ?? [], t, locale));
  const listingHref = pagePath(locale, 'ideaListing');
  // The form to share an idea (core's path), linked once the app serves it.
  const shareHref = isServed(TAMM_BY_YOU_PAGES.submitIdea.path)
    ? `/${locale}${TAMM_BY_YOU_PAGES.submitIdea.path}`
    : undefined;
  const shareLink = shareHref ? (
    <Link variant="standalone" asChild>
      <RouterAnchor href={shareHref}>{t('community.action.shareIdea')}</RouterAnchor>
    </Link>
  ) : undefined;

  return (
    <CommunityFrame title={t('community.page.community')} intro={t('community.intro')}>
      {shareLink ? <p>{shareLink}</p> : null}
      {[
        { id: latestId, title: t('community.communityPage.latest'), query: latest, sort: 'newest' },
        {
          id: supportedId,
          title: t('community.communityPage.mostSupported'),
          query: supported,
          sort: 'mostSupported',
        },
      ].map((part) => (
        <section key={part.id} aria-labelledby={part.id} className="flex min-w-0 flex-col gap-4">
          <h2 id={part.id} className="text-title font-semibold break-words">
            {part.title}
          </h2>
          <IdeaList
            state={queryStateOf(part.query, t('something.wentWrong'), cards, { waitFor: [topics] })}
            labels={labels}
            itemHeadingLevel={3}
            renderLink={(link) => <RouterAnchor {...link} />}
            emptyAction={shareLink}
          />
          <p>
            <Link variant="standalone" asChild>
              <RouterAnchor
                href={
                  part.sort === 'newest'
                    ? listingHref
                    : pagePath(locale, 'ideaListing', undefined, { sort: 'mostSupported' })
                }
              >
                {t('community.communityPage.seeAll')}
              </RouterAnchor>
            </Link>
          </p>
        </section>
      ))}
    </CommunityFrame>
  );
}
