import { shellMessages } from '@portal/core';
import { getRouteApi } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { useMessages } from '../../i18n/useMessages';
import { usePageLocale } from '../../routes/usePageLocale';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

const UnlockFlow = lazy(() => import('../../session/UnlockFlow'));
const settingsRoute = getRouteApi('/$locale/my-data/settings');

/**
 * `/{lang}/my-data/settings` (spec 001 §2): the settings of the session. With `?lock=true` the
 * locked Stay Signed-In session shows its unlock dialog over the page (SCREENS S4.2).
 */
export function SettingsPage() {
  const locale = usePageLocale();
  const t = useMessages('shell');
  const { lock } = settingsRoute.useSearch();
  useDocumentTitle(t('shell.settings.title'), shellMessages(locale).siteName);
  return (
    <>
      <h1 className="text-display font-bold">{t('shell.settings.title')}</h1>
      <p className="mt-4 max-w-prose text-body text-ink-muted">{t('shell.settings.body')}</p>
      {lock === true && (
        <Suspense fallback={null}>
          <UnlockFlow locale={locale} />
        </Suspense>
      )}
    </>
  );
}
