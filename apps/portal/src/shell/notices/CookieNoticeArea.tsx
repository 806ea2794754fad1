import { PRIVACY_COOKIE, showsPrivacyNotice, type PortalLocale } from '@portal/core';
import { CookieNotice } from '@portal/ui';
import { useState } from 'react';
import { useMessages } from '../../platform/i18n/useMessages';
import { pagePath } from '../../platform/pages/pagePath';

/** One year, as long as a browser keeps a consent cookie without asking again. */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The cookie privacy notice (SCREENS.md S1.6): shown until the privacy cookie is 1 (spec 001 §2,
 * §9); Accept sets it. Browser-only: the shell mounts it after hydration.
 */
export default function CookieNoticeArea({ locale }: { readonly locale: PortalLocale }) {
  const t = useMessages('shell');
  const [shown, setShown] = useState(() => showsPrivacyNotice(document.cookie));
  if (!shown) return null;
  const accept = () => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${PRIVACY_COOKIE}=1; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
    setShown(false);
  };
  return (
    <CookieNotice
      labels={{
        title: t('cookieNotice.title'),
        message: t('cookieNotice.message'),
        accept: t('cookieNotice.accept'),
        privacyPolicy: t('cookieNotice.privacyPolicy'),
      }}
      privacyPolicyHref={pagePath(locale, 'privacy')}
      onAccept={accept}
    />
  );
}
