import { ideaPage, localizedPath, shellMessages } from '@portal/core';
import { Link, MyIdeaList, myIdeaItemsOf, myIdeaListLabelsOf } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useAppClients } from '../../platform/api/useAppClients';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { pagePath } from '../../platform/pages/pagePath';
import { queriesStateOf } from '../../shell/dataState/queryState';
import { useDocumentDescription } from '../../shell/document/useDocumentDescription';
import { useDocumentTitle } from '../../shell/document/useDocumentTitle';
import { RouterAnchor } from '../../shell/links/RouterAnchor';
import { ideaTopicsQuery, myIdeasQuery } from './ideaWritingQueries';

/**
 * `/tamm-by-you/ideas/my-ideas` (SCREENS.md S10.4, signed in): the ideas the person shared (core's
 * ASSUMED `getMyIdeas`), newest first, each with its status and a link to its page, its topic
 * named from `getIdeaTopics`. The idea's address is core's `ideaPage(id)` under the page's
 * language (the page table's `idea` entry is the community's reading pages').
 */
export function MyIdeasPage() {
  const locale = usePageLocale();
  const t = useMessages('community', 'forms', 'common');
  const { client } = useAppClients(locale);
  const ideas = useQuery(myIdeasQuery(client));
  const topics = useQuery(ideaTopicsQuery(client));
  useDocumentTitle(t('community.page.myIdeas'), shellMessages(locale).siteName);
  useDocumentDescription(t('community.myIdeas.metaDescription'));

  const shareIdea = (
    <Link variant="standalone" asChild>
      <RouterAnchor href={pagePath(locale, 'submitIdea')}>
        {t('community.action.shareIdea')}
      </RouterAnchor>
    </Link>
  );
  return (
    <MyIdeaList
      className="max-w-3xl"
      state={queriesStateOf([ideas, topics], t('community.myIdeas.error'), (mine, known) =>
        myIdeaItemsOf(t, mine, known, locale, (id) =>
          localizedPath(locale, ideaPage(id).path as `/${string}`),
        ),
      )}
      labels={myIdeaListLabelsOf(t)}
      actions={
        <>
          {shareIdea}
          <Link variant="standalone" asChild>
            <RouterAnchor href={pagePath(locale, 'ideaDrafts')}>
              {t('community.submit.myDrafts')}
            </RouterAnchor>
          </Link>
        </>
      }
      emptyAction={shareIdea}
      renderLink={(link) => <RouterAnchor {...link} />}
    />
  );
}
