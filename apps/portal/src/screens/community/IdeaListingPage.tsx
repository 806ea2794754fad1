import { IDEA_STATUSES, IDEA_STATUS_KEY, pageCountOf } from '@portal/core';
import { IDEA_LIST_PAGE_SIZE } from '@portal/core/api/community';
import {
  Button,
  Field,
  IdeaList,
  Link,
  Pagination,
  Select,
  ideaCardOf,
  ideaListLabelsOf,
  topicNameOf,
} from '@portal/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useAppClients } from '../../platform/api/useAppClients';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { pagePath } from '../../platform/pages/pagePath';
import { usePageSearch } from '../../platform/pages/usePageSearch';
import { queryStateOf } from '../../shell/dataState/queryState';
import { useDocumentDescription } from '../../shell/document/useDocumentDescription';
import { RouterAnchor } from '../../shell/links/RouterAnchor';
import { CommunityFrame } from './CommunityFrame';
import { ideaListQuery, ideaTopicsQuery } from './communityQueries';

type Sort = 'newest' | 'mostSupported';

/**
 * `/tamm-by-you/ideas/listing` (SCREENS.md S10.1): every idea of the community, filtered by topic
 * and status and ordered newest or most supported first, a page of 12 at a time. The filters are a
 * GET form of the page's own address (`?topic=&status=&sort=`; it works before the app runs), sent
 * with its button rather than on each change, so choosing never moves the page under the reader;
 * sending starts again at page 1. How many ideas match is said above the list. Pages are links
 * (`?page=`). A visitor reads; supporting and commenting happen on an idea's page.
 */
export function IdeaListingPage() {
  const locale = usePageLocale();
  const t = useMessages('community', 'common');
  const router = useRouter();
  const { client } = useAppClients(locale);
  const { topic, status, sort = 'newest', page = 1 } = usePageSearch('ideaListing');
  const topics = useQuery(ideaTopicsQuery(client));
  const list = useQuery({
    ...ideaListQuery(client, {
      ...(topic === undefined ? {} : { topic }),
      ...(status === undefined ? {} : { status }),
      sort,
      page,
      pageSize: IDEA_LIST_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  useDocumentDescription(t('community.listing.intro'));

  // The form's choices while the person picks; the address holds what is shown.
  const [chosen, setChosen] = useState({ topic: topic ?? '', status: status ?? '', sort });
  const [shown, setShown] = useState({ topic, status, sort });
  if (shown.topic !== topic || shown.status !== status || shown.sort !== sort) {
    setShown({ topic, status, sort });
    setChosen({ topic: topic ?? '', status: status ?? '', sort });
  }

  const hrefOf = (next: { topic?: string; status?: string; sort?: Sort; page?: number }) =>
    pagePath(locale, 'ideaListing', undefined, {
      ...(next.topic ? { topic: next.topic } : {}),
      ...(next.status ? { status: next.status as (typeof IDEA_STATUSES)[number] } : {}),
      ...(next.sort && next.sort !== 'newest' ? { sort: next.sort } : {}),
      ...(next.page && next.page > 1 ? { page: next.page } : {}),
    });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void router.navigate({ href: hrefOf(chosen) });
  };

  const state = queryStateOf(
    list,
    t('something.wentWrong'),
    (answer) => answer.items.map((idea) => ideaCardOf(idea, topics.data ?? [], t, locale)),
    { waitFor: [topics] },
  );
  const pageCount = pageCountOf(list.data?.total, IDEA_LIST_PAGE_SIZE);
  const filtered = topic !== undefined || status !== undefined;

  return (
    <CommunityFrame title={t('community.page.listing')} intro={t('community.listing.intro')}>
      <form
        method="get"
        action={pagePath(locale, 'ideaListing')}
        aria-label={t('community.listing.filters')}
        onSubmit={onSubmit}
        className="grid min-w-0 gap-4 rounded-card border border-line p-4 md:grid-cols-[1fr_1fr_1fr_auto] md:items-end"
      >
        <Field label={t('community.filter.topic')}>
          <Select
            name="topic"
            value={chosen.topic}
            onValueChange={(value) => setChosen((before) => ({ ...before, topic: value }))}
          >
            <option value="">{t('community.listing.allTopics')}</option>
            {(topics.data ?? []).map((item) => (
              <option key={item.topicId} value={item.topicId}>
                {topicNameOf(item.topicId, topics.data ?? [], locale)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('community.filter.status')}>
          <Select
            name="status"
            value={chosen.status}
            onValueChange={(value) => setChosen((before) => ({ ...before, status: value }))}
          >
            <option value="">{t('community.listing.allStatuses')}</option>
            {IDEA_STATUSES.map((item) => (
              <option key={item} value={item}>
                {t(IDEA_STATUS_KEY[item])}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('community.sort.label')}>
          <Select
            name="sort"
            value={chosen.sort}
            onValueChange={(value) => setChosen((before) => ({ ...before, sort: value as Sort }))}
          >
            <option value="newest">{t('community.sort.newest')}</option>
            <option value="mostSupported">{t('community.sort.mostSupported')}</option>
          </Select>
        </Field>
        <Button type="submit">{t('community.listing.apply')}</Button>
      </form>
      <p role="status" className="text-body font-semibold">
        {list.data ? t('community.listing.count', { count: list.data.total }) : ''}
      </p>
      <IdeaList
        state={state}
        labels={ideaListLabelsOf(t)}
        renderLink={(link) => <RouterAnchor {...link} />}
        emptyAction={
          <Link variant="standalone" asChild>
            {filtered ? (
              <RouterAnchor href={hrefOf({ sort })}>
                {t('community.listing.clearFilters')}
              </RouterAnchor>
            ) : (
              <RouterAnchor href={pagePath(locale, 'communityIdeas')}>
                {t('community.action.browseIdeas')}
              </RouterAnchor>
            )}
          </Link>
        }
      />
      {pageCount > 1 ? (
        <Pagination
          label={t('community.listing.pages')}
          pageCount={pageCount}
          page={Math.min(page, pageCount)}
          hrefOf={(next) => hrefOf({ topic, status, sort, page: next })}
          renderLink={({ children, ...link }) => <RouterAnchor {...link}>{children}</RouterAnchor>}
          previousLabel={t('community.listing.previous')}
          nextLabel={t('community.listing.next')}
          pageLabel={(next) => t('community.listing.page', { page: next })}
        />
      ) : null}
    </CommunityFrame>
  );
}
