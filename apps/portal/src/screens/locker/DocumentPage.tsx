import { documentsPath } from '@portal/core';
import { findLockerDocument } from '@portal/core/api/commonUi';
import { DocumentDetails, documentDetailsLabelsOf, documentDetailsOf, Link } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { appClientsFor } from '../../platform/api/appClients';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { LockerFrame } from './LockerFrame';
import { queryStateOf } from '../../shell/dataState/queryState';
import { lockerDocumentsQuery } from './lockerWidgetQueries';
import { RouterAnchor } from '../../shell/links/RouterAnchor';
import { usePageParams } from '../../platform/pages/usePageParams';

/**
 * A document's detail (SCREENS.md S3.8, spec 000 §2 `/mylocker/MyDocuments/details/{a}/{b}/{c}`): no
 * call reads one document, so it is found in the list by its three path parts. Its mark, issuer,
 * number and dates; a document not in the list reads as "not found" with the way back to My
 * documents. The breadcrumbs pass through My documents.
 */
export function DocumentPage() {
  const locale = usePageLocale();
  const t = useMessages('locker', 'common');
  const { client } = appClientsFor(locale);
  const { a, b, c } = usePageParams('lockerDocument');
  const documents = useQuery(lockerDocumentsQuery(client));
  const document = documents.data && findLockerDocument(documents.data, [a, b, c]);

  const state = queryStateOf(
    documents,
    t('something.wentWrong'),
    () => document && documentDetailsOf(document, t, locale, new Date()),
  );

  return (
    <LockerFrame
      title={document?.title ?? t('document.detailTitle')}
      parent={{ label: t('document.title'), href: documentsPath(locale) }}
    >
      <DocumentDetails
        state={state}
        labels={documentDetailsLabelsOf(t)}
        emptyAction={
          <Link asChild variant="standalone">
            <RouterAnchor href={documentsPath(locale)}>
              {t('document.backToDocuments')}
            </RouterAnchor>
          </Link>
        }
      />
    </LockerFrame>
  );
}
