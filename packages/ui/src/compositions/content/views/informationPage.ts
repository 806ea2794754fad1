/**
 * View model of `InformationPage`: core's information page read (`getInformationPage`,
 * `getAnnouncementPage`), its date put in words with core's `formatDate` in the page's language, and
 * the catalogue's words (`information.*`) as its props.
 */
import { formatDate, type PortalLocale } from '@portal/core';
import type { InformationPage } from '@portal/core/api/common';
import type {
  InformationPageLabels,
  InformationPageView,
} from '../InformationPage/InformationPage';

/**
 * The words the information pages speak through: a catalogue key translated into the page's
 * language (core's translator's `t`, or the app's `useMessages('services', 'common')`).
 */
export type InformationWords = (key: string, values?: Record<string, string | number>) => string;

/** The information page's words (`information.*`). */
export function informationPageLabelsOf(t: InformationWords): InformationPageLabels {
  return {
    lastUpdated: t('information.lastUpdated'),
    newTab: t('information.newTab'),
    loading: t('information.loading'),
    notFound: t('information.notFound'),
    retry: t('information.retry'),
    retrying: t('information.retrying'),
  };
}

/**
 * The page as `InformationPage` draws it: core's page with its last-updated day (`YYYY-MM-DD`) in
 * words in `locale` ("01 October 2026", "01 أكتوبر 2026"), read as that calendar day wherever the
 * reader is.
 */
export function informationPageViewOf(
  page: InformationPage,
  locale: PortalLocale,
): InformationPageView {
  return {
    title: page.title,
    ...(page.summary === undefined ? {} : { summary: page.summary }),
    ...(page.bodyHtml === undefined ? {} : { bodyHtml: page.bodyHtml }),
    ...(page.lastUpdated === undefined
      ? {}
      : {
          lastUpdated: {
            dateTime: page.lastUpdated,
            text: formatDate(`${page.lastUpdated}T00:00:00Z`, { locale, timeZone: 'UTC' }),
          },
        }),
    sections: page.sections.map(({ heading, bodyHtml }) => ({ heading, bodyHtml })),
  };
}
