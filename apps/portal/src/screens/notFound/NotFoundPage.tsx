import { localizedPath, searchResultsPath, shellMessages } from '@portal/core';
import { Link } from '@tanstack/react-router';
import { pagePath } from '../../platform/pages/pagePath';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { useDocumentTitle } from '../../shell/document/useDocumentTitle';

const linkClass =
  'inline-flex min-h-6 items-center font-semibold text-brand underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-focus';

/**
 * The 404 page (SCREENS.md S1.9): what happened, and the ways on: home, and the service search
 * (`/searchresults`, which without a query shows the search box).
 * An SPA cannot set the HTTP status itself; the production server answers these addresses with 404
 * (`pageAnswerOf` in `server/pageAddress.ts`).
 */
export function NotFoundPage() {
  const locale = usePageLocale();
  const messages = shellMessages(locale);
  useDocumentTitle(messages.notFound.title, messages.siteName);
  return (
    <>
      <h1 className="text-display font-bold">{messages.notFound.title}</h1>
      <p className="mt-4 max-w-prose text-body text-ink-muted">{messages.notFound.body}</p>
      <ul className="mt-8 flex flex-col gap-3">
        <li>
          <Link to={pagePath(locale, 'home')} activeOptions={{ exact: true }} className={linkClass}>
            {messages.notFound.home}
          </Link>
        </li>
        <li>
          {/* A plain link: the search page may be a route of its own chunk or not yet exist in a
              build; the server answers it either way. */}
          <a
            href={localizedPath(locale, searchResultsPath('') as `/${string}`)}
            className={linkClass}
          >
            {messages.notFound.search}
          </a>
        </li>
      </ul>
    </>
  );
}
