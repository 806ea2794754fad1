import { shellMessages } from '@portal/core';
import { Suspense, lazy } from 'react';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { useDocumentTitle } from '../document/useDocumentTitle';

const UnlockFlow = lazy(() => import('./UnlockFlow'));

/**
 * What a locked Stay Signed-In session sees on a personal page (spec 001 §4; issue O §11): the unlock
 * flow over a page that says why, at the page's own address. The page's content is not drawn (every
 * call of it would answer 401); a right PIN reloads the address without `?lock`, so the page the
 * person opened comes back with its content, with no sign-in in between. Closing the dialog goes to
 * the settings page, as the spec says. Also what `/my-data/settings?lock=true` shows behind the
 * dialog, where the idle lock sends every tab.
 */
export default function LockedSessionPage() {
  const locale = usePageLocale();
  const t = useMessages('shell');
  useDocumentTitle(t('shell.lockedSession.title'), shellMessages(locale).siteName);
  return (
    <>
      <h1 className="text-display font-bold">{t('shell.lockedSession.title')}</h1>
      <p className="mt-4 max-w-prose text-body text-ink-muted">{t('shell.lockedSession.body')}</p>
      <Suspense fallback={null}>
        <UnlockFlow locale={locale} />
      </Suspense>
    </>
  );
}
