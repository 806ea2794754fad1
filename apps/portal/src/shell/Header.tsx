import {
  COLOR_SCHEME_ATTRIBUTE,
  applyColorScheme,
  notificationBellLabel,
  parseColorScheme,
  shellMessages,
  switchLocalePath,
  type ColorScheme,
  type PortalLocale,
} from '@portal/core';
import type { PortalClient } from '@portal/core/client';
import { NotificationBell } from '@portal/ui';
import { useState } from 'react';
import { useNotificationCount } from '../api/useNotificationCount';

export interface HeaderProps {
  readonly locale: PortalLocale;
  readonly client: PortalClient;
}

function currentScheme(): ColorScheme {
  return parseColorScheme(document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE)) ?? 'light';
}

export function Header({ locale, client }: HeaderProps) {
  const messages = shellMessages(locale);
  const notifications = useNotificationCount(client);
  const [scheme, setScheme] = useState<ColorScheme>(currentScheme);
  const count = notifications.status === 'ready' ? notifications.count : undefined;

  const toggleScheme = () => {
    const next: ColorScheme = scheme === 'dark' ? 'light' : 'dark';
    applyColorScheme(next);
    setScheme(next);
  };

  const otherPath = switchLocalePath(window.location.pathname, messages.otherLanguage.locale);

  return (
    <header className="border-b border-line bg-canvas">
      <div className="mx-auto flex max-w-5xl items-center gap-4 px-gutter py-3">
        <a href={`/${locale}/`} className="me-auto text-title font-bold text-brand">
          {messages.siteName}
        </a>
        <a
          href={otherPath}
          lang={messages.otherLanguage.locale}
          hrefLang={messages.otherLanguage.locale}
          className="rounded-control px-3 py-2 font-semibold text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
        >
          {messages.otherLanguage.label}
        </a>
        <button
          type="button"
          aria-pressed={scheme === 'dark'}
          onClick={toggleScheme}
          className="rounded-control border border-line px-3 py-2 text-ink hover:bg-surface focus-visible:outline-2 focus-visible:outline-focus aria-pressed:bg-surface"
        >
          {messages.darkTheme}
        </button>
        <NotificationBell count={count} label={notificationBellLabel(locale, count)} />
      </div>
      {notifications.status === 'error' && (
        <p
          role="status"
          className="mx-auto max-w-5xl px-gutter pb-2 text-caption text-status-danger-text"
        >
          {notifications.error.userMessage.type === 'server'
            ? notifications.error.userMessage.text
            : messages.somethingWentWrong}
        </p>
      )}
    </header>
  );
}
