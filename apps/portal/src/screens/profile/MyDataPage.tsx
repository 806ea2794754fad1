import { shellMessages } from '@portal/core';
import { getPersonalProfile, personalProfileCall } from '@portal/core/api/common';
import { Breadcrumbs, PersonalData, personalDataLabelsOf, personalDataOf } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { appClientsFor } from '../../platform/api/appClients';
import { portalQuery } from '../../platform/api/portalQuery';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { pagePath } from '../../platform/pages/pagePath';
import { queryStateOf } from '../../shell/dataState/queryState';
import { useDocumentTitle } from '../../shell/document/useDocumentTitle';
import { RouterAnchor } from '../../shell/links/RouterAnchor';

/**
 * My data (SCREENS.md S8.1, spec 001 §2 `/my-data`, the profile menu's "My data"): what the portal
 * holds about the signed-in person, as core's assumed `getPersonalProfile` reads it (the Emirates ID
 * only masked), and why. Breadcrumbs home → My data. A locked Stay Signed-In session never reaches
 * it: the page table's `signedIn` shows the unlock flow instead.
 */
export function MyDataPage() {
  const locale = usePageLocale();
  const t = useMessages('locker', 'common');
  const shell = shellMessages(locale);
  const { client } = appClientsFor(locale);
  const profile = useQuery(
    portalQuery(personalProfileCall, client, undefined, (c, _, options) =>
      getPersonalProfile(c, options),
    ),
  );
  const title = t('myData.title');
  useDocumentTitle(title, shell.siteName);
  const state = queryStateOf(profile, t('something.wentWrong'), (data) =>
    personalDataOf(data, t, locale),
  );

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <Breadcrumbs
        label={shell.breadcrumbs.label}
        items={[
          { label: shell.breadcrumbs.home, href: pagePath(locale, 'home') },
          { label: title },
        ]}
        renderLink={(link) => <RouterAnchor {...link} />}
      />
      <h1 className="text-display font-bold break-words">{title}</h1>
      <PersonalData state={state} labels={personalDataLabelsOf(t)} />
    </div>
  );
}
