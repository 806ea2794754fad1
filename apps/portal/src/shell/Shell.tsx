import { directionOf, shellMessages, type PortalLocale } from '@portal/core';
import { UiProvider } from '@portal/ui';
import { Outlet } from '@tanstack/react-router';
import { Header } from './Header';
import { useDocumentLanguage } from './useDocumentLanguage';
import { useLanguageCookies } from './useLanguageCookies';

export interface ShellProps {
  readonly locale: PortalLocale;
}

/** The frame of every page in a language: skip link, header, and the page in `<main>`. */
export function Shell({ locale }: ShellProps) {
  useDocumentLanguage(locale);
  useLanguageCookies(locale);
  const messages = shellMessages(locale);
  return (
    <UiProvider dir={directionOf(locale)}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:rounded-control focus:bg-canvas focus:p-2"
      >
        {messages.skipToContent}
      </a>
      <Header locale={locale} />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto max-w-5xl px-gutter py-12 focus:outline-none"
      >
        <Outlet />
      </main>
    </UiProvider>
  );
}
