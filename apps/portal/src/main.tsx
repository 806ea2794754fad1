import { DEFAULT_PORTAL_LOCALE, directionOf, localeFromPathname } from '@portal/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './styles.css';

const locale = localeFromPathname(window.location.pathname);

if (!locale) {
  // No language prefix: send Arabic-first browsers to Arabic, everyone else to English.
  const prefersArabic = navigator.languages.some((language) =>
    language.toLowerCase().startsWith('ar'),
  );
  window.location.replace(`/${prefersArabic ? 'ar-AE' : DEFAULT_PORTAL_LOCALE}/`);
} else {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lost its #root element');
  createRoot(container).render(
    <StrictMode>
      <App locale={locale} />
    </StrictMode>,
  );
}
