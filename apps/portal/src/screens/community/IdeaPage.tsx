import { IdeaDetails, Link, ideaDetailsLabelsOf, ideaDetailsOf } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { usePrerender } from '../../platform/api/prerenderContext';
import { useAppClients } from '../../platform/api/useAppClients';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { pagePath } from '../../platform/pages/pagePath';
import { usePageParams } from '../../platform/pages/usePageParams';
import { queryStateOf } from '../../shell/dataState/queryState';
import { useDocumentDescription } from '../../shell/document/useDocumentDescription';
import { RouterAnchor } from '../../shell/links/RouterAnchor';
import { SignInLink } from '../../shell/SignInLink';
import { useSessionHint } from '../../shell/session/useSessionHint';
import { CommunityFrame } from './CommunityFrame';
import { ideaQuery, ideaTopicsQuery } from './communityQueries';

/** A signed-in person's support control and comment form, with their calls: loaded only for them. */
const IdeaSupportButton = lazy(() =>
  import('./IdeaActions').then((module) => ({ default: module.IdeaSupportButton })),
);
const IdeaCommentForm = lazy(() =>
  import('./IdeaActions').then((module) => ({ default: module.IdeaCommentForm })),
);

/**
 * `/tamm-by-you/ideas/{numeric id}` (SCREENS.md S10.2): one idea. Anyone reads it: title, status,
 * who shared it (public name and avatar), topic, supporters, description, dated history, official
 * answer and comments. A signed-in person supports it once or withdraws (while it is open; never
 * their own) and comments (while it takes comments); a visitor is offered sign-in, which returns
 * here. An id the page table lets through (digits) that the community does not have is the
 * not-found state with a way to all ideas, and, drawn by the server, a 404.
 */
export function IdeaPage() {
  const locale = usePageLocale();
  const t = useMessages('community', 'forms', 'common');
  const signedIn = useSessionHint();
  const { ideaId } = usePageParams('idea');
  const { client } = useAppClients(locale);
  const topics = useQuery(ideaTopicsQuery(client));
  const read = useQuery(ideaQuery(client, ideaId));
  // Drawn by the server (page table `renderedOnRequest`): no idea by this id is answered with 404.
  const prerender = usePrerender();
  if (read.data === null) prerender?.reportNotFound();
  const idea = read.data ?? undefined;
  useDocumentDescription(idea ? idea.description.slice(0, 160) : undefined);

  const state = queryStateOf(
    read,
    t('something.wentWrong'),
    (answer) => (answer === null ? undefined : ideaDetailsOf(answer, topics.data ?? [], t, locale)),
    { waitFor: [topics] },
  );
  // In a block of its own, so the link keeps its words' width inside the page's columns.
  const signIn = (
    <div>
      <SignInLink label={t('community.idea.signInToSupport')} />
    </div>
  );

  return (
    // The frame draws the page's `h1` until there is an idea; then the idea's title is the `h1`.
    <CommunityFrame title={idea?.title ?? t('community.page.idea')} heading={idea === undefined}>
      <IdeaDetails
        state={state}
        labels={ideaDetailsLabelsOf(t)}
        supportAction={
          idea === undefined || idea.mine ? null : signedIn ? (
            <Suspense fallback={null}>
              <IdeaSupportButton idea={idea} />
            </Suspense>
          ) : (
            signIn
          )
        }
        commentForm={
          idea === undefined ? null : signedIn ? (
            <Suspense fallback={null}>
              <IdeaCommentForm idea={idea} />
            </Suspense>
          ) : (
            signIn
          )
        }
        notFoundAction={
          <Link variant="standalone" asChild>
            <RouterAnchor href={pagePath(locale, 'ideaListing')}>
              {t('community.idea.backToListing')}
            </RouterAnchor>
          </Link>
        }
      />
    </CommunityFrame>
  );
}
