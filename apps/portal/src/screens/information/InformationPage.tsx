import { isInformationPageName } from '@portal/core/api/common';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useAppClients } from '../../platform/api/useAppClients';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import type { QueryReading } from '../../shell/dataState/queryState';
import { InformationArticle } from './InformationArticle';
import { informationPageQuery } from './informationQueries';

/**
 * `/about`, `/accessibility`, `/faq`, `/help`, `/emergency-numbers`, `/privacy`, `/terms`,
 * `/talk-to-us` (SCREENS.md S7.4): the CMS page of the `information` group named by the address, one
 * page-table entry each, so any other address is the server's 404. Home › the page.
 */
export function InformationPage() {
  const locale = usePageLocale();
  // The route matched one of the table's information paths: the address after the language is
  // the page's name (`/ar-AE/emergency-numbers` → `emergency-numbers`).
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const name = pathname.slice(`/${locale}/`.length).replace(/\/$/, '');
  const known = isInformationPageName(name);
  const { client } = useAppClients(locale);
  const read = useQuery({
    ...informationPageQuery(client, known ? name : 'about'),
    enabled: known,
  });
  return <InformationArticle locale={locale} read={known ? read : NO_PAGE} />;
}

/** An address that names no information page (the table and the router never give one). */
const NO_PAGE: QueryReading<null> = {
  status: 'success',
  data: null,
  error: null,
  refetch: () => Promise.resolve(),
};
