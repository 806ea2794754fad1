import { documentAttributesOf, localeFromPathname, negotiatePortalLocale } from '@portal/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './styles.css';

const locale = localeFromPathname(window.location.pathname);

if (!locale) {
  // No language prefix: core negotiates from the `lang` query, the language cookies and the browser.
  const { locale: negotiated } = negotiatePortalLocale({
    search: window.location.search,
    cookies: document.cookie,
    browserLanguages: navigator.languages,
  });
  window.location.replace(`/${negotiated}/`);
} else {
  const { lang, dir } = documentAttributesOf(locale);
  document.documentElement.lang = lang;
  document.documentElement.dir = dir;
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lost its #root element');
  createRoot(container).render(
    <StrictMode>
      <App locale={locale} />
    </StrictMode>,
  );
}
