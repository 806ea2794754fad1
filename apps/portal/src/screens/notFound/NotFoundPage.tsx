import { shellMessages } from '@portal/core';
import { Link } from '@tanstack/react-router';
import { appMessages } from '../../i18n/appMessages';
import { usePageLocale } from '../../routes/usePageLocale';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

const linkClass =
  'font-semibold text-brand underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-focus';

/**
 * The 404 page (SCREENS.md S1.9): what happened, and the way on: home. (The way to search joins
 * when the search results route exists.)
 * An SPA cannot set the HTTP status itself; the production server answers these addresses with 404
 * (see `notFoundStatus` in `vite.config.ts`).
 */
export function NotFoundPage() {
  const locale = usePageLocale();
  const messages = appMessages(locale).notFound;
  useDocumentTitle(messages.title, shellMessages(locale).siteName);
  return (
    <>
      <h1 className="text-display font-bold">{messages.title}</h1>
      <p className="mt-4 max-w-prose text-body text-ink-muted">{messages.body}</p>
      <ul className="mt-8 flex flex-col gap-3">
        <li>
          <Link
            to="/$locale/"
            params={{ locale }}
            activeOptions={{ exact: true }}
            className={linkClass}
          >
            {messages.home}
          </Link>
        </li>
      </ul>
    </>
  );
}
