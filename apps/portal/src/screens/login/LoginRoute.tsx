import { localeFromPathname } from '@portal/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { browserLocale } from '../../platform/session/signIn';
import { useDocumentLanguage } from '../../shell/document/useDocumentLanguage';
import { LoginPage } from './LoginPage';

const route = getRouteApi('/login');

/** The `/login` route; its address has no language prefix. */
export function LoginRoute() {
  const { redirectUrl } = route.useSearch();
  // The page it returns to decides the language (`/ar-AE/…` → Arabic), else the browser's.
  const [locale] = useState(() => localeFromPathname(redirectUrl ?? '') ?? browserLocale());
  useDocumentLanguage(locale);
  return <LoginPage redirectUrl={redirectUrl} locale={locale} />;
}
