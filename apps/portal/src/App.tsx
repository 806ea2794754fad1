import { directionOf, shellMessages, type PortalLocale } from '@portal/core';
import { UiProvider } from '@portal/ui';
import { useMemo } from 'react';
import { createAppClient } from './api/createAppClient';
import { Header } from './shell/Header';

export interface AppProps {
  readonly locale: PortalLocale;
}

export function App({ locale }: AppProps) {
  const messages = shellMessages(locale);
  const client = useMemo(() => createAppClient(locale), [locale]);
  return (
    <UiProvider dir={directionOf(locale)}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:rounded-control focus:bg-canvas focus:p-2"
      >
        {messages.skipToContent}
      </a>
      <Header locale={locale} client={client} />
      <main id="main" className="mx-auto max-w-5xl px-gutter py-12">
        <h1 className="text-display font-bold">{messages.homeHeading}</h1>
        <p className="mt-4 max-w-prose text-body text-ink-muted">{messages.homeIntro}</p>
      </main>
    </UiProvider>
  );
}
