import { shellMessages } from '@portal/core';
import { getRouteApi } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { useMessages } from '../../i18n/useMessages';
import { usePageLocale } from '../../routes/usePageLocale';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

const LockedSessionPage = lazy(() => import('../../session/LockedSessionPage'));
const settingsRoute = getRouteApi('/$locale/my-data/settings');

/**
 * `/{lang}/my-data/settings` (spec 001 §2): the settings of the session. With `?lock=true` the
 * locked Stay Signed-In session shows its unlock dialog (SCREENS S4.2) over the locked-session page,
 * which says why the person is here (issue O §11): the settings' own words said nothing of the lock.
 */
export function SettingsPage() {
  const { lock } = settingsRoute.useSearch();
  if (lock === true) {
    return (
      <Suspense fallback={null}>
        <LockedSessionPage />
      </Suspense>
    );
  }
  return <SessionSettings />;
}

/** The settings themselves (issue Q builds them out). */
function SessionSettings() {
  const locale = usePageLocale();
  const t = useMessages('shell');
  useDocumentTitle(t('shell.settings.title'), shellMessages(locale).siteName);
  return (
    <>
      <h1 className="text-display font-bold">{t('shell.settings.title')}</h1>
      <p className="mt-4 max-w-prose text-body text-ink-muted">{t('shell.settings.body')}</p>
    </>
  );
}
