import { isAnnouncementSlug } from '@portal/core/api/common';
import { useQuery } from '@tanstack/react-query';
import { useAppClients } from '../../platform/api/useAppClients';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { usePageParams } from '../../platform/pages/usePageParams';
import type { QueryReading } from '../../shell/dataState/queryState';
import { InformationArticle } from './InformationArticle';
import { announcementPageQuery } from './informationQueries';

/**
 * `/announcements/{slug}` (SCREENS.md S7.4): an announcement of the CMS, such as the top banner's
 * holiday hours. A slug the CMS does not have, or that cannot be one (core's `isAnnouncementSlug`),
 * is the not-found state, with a way home.
 */
export function AnnouncementPage() {
  const locale = usePageLocale();
  const { slug } = usePageParams('announcement');
  const valid = isAnnouncementSlug(slug);
  const { client } = useAppClients(locale);
  const read = useQuery({ ...announcementPageQuery(client, slug), enabled: valid });
  return <InformationArticle locale={locale} read={valid ? read : NO_ANNOUNCEMENT} />;
}

/** A slug that cannot be an announcement's: no page, without asking the CMS. */
const NO_ANNOUNCEMENT: QueryReading<null> = {
  status: 'success',
  data: null,
  error: null,
  refetch: () => Promise.resolve(),
};
