import { shellMessages } from '@portal/core';
import { Suspense, lazy } from 'react';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { useDocumentTitle } from '../../shell/document/useDocumentTitle';
import { usePageSearch } from '../../platform/pages/usePageSearch';

const LockedSessionPage = lazy(() => import('../../shell/session/LockedSessionPage'));

/**
 * `/{lang}/my-data/settings` (spec 001 §2): the settings of the session. With `?lock=true` the
 * locked Stay Signed-In session shows its unlock dialog (SCREENS S4.2) over the locked-session page,
 * which says why the person is here (issue O §11): the settings' own words said nothing of the lock.
 */
export function SettingsPage() {
  const { lock } = usePageSearch('settings');
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
