import { type SandboxContext, type SandboxHono } from '../http/callRouter';
import { refuse } from '../http/refuse';
import { checkRedirect } from '../http/redirectPolicy';
import { escapeHtml, renderPage } from '../pages/html';

/** The identity provider the portal signs in with (spec 001 §2: provider=uaepass). */
export const SMARTPASS_PROVIDER = 'uaepass';

const ACTIONS = ['login', 'logout', 'demo-login', 'demo-logout'] as const;
type SmartpassAction = (typeof ACTIONS)[number];

function isAction(value: string): value is SmartpassAction {
  return (ACTIONS as readonly string[]).includes(value);
}

/** A refusal a browser can read (it navigated here) and a script can parse. */
function refusePage(c: SandboxContext, message: string): Response {
  if ((c.req.header('accept') ?? '').includes('text/html')) {
    return c.html(
      renderPage(
        { lang: 'en', theme: 'light' },
        'Sign-in refused',
        `<h1>Sign-in refused</h1><p>${escapeHtml(message)}</p>`,
      ),
      400,
    );
  }
  return refuse(c, 400, message);
}

/** Options of {@link registerSmartpassRoutes}. */
export interface SmartpassRoutesOptions {
  /** Origins a redirect may lead to, besides the sandbox's own. */
  readonly portalOrigins: readonly string[];
}

/**
 * Sign-in and sign-out redirects (spec 001 §2, §7): `GET /api/smartpass/{login|logout|demo-login|demo-logout}`
 * with `provider=uaepass` and `redirectUrl`. The redirect target passes core's `safeUrl` first; an
 * unsafe one is refused with a 400 and never followed.
 *
 * Choice: the sandbox has no identity provider to send the browser to, so `login` and `demo-login`
 * both sign the demo user in at once, into a Stay Signed-In session; `logout` and `demo-logout` both
 * sign out. The session's world (locker data) is kept, as a real account's data would be.
 */
export function registerSmartpassRoutes(app: SandboxHono, options: SmartpassRoutesOptions): void {
  app.get('/api/smartpass/:action', (c) => {
    const action = c.req.param('action');
    if (!isAction(action))
      return refuse(c, 404, `Unknown sign-in action "${action}". Use ${ACTIONS.join(', ')}.`);
    const provider = c.req.query('provider');
    if (provider !== SMARTPASS_PROVIDER)
      return refusePage(c, `provider must be "${SMARTPASS_PROVIDER}".`);
    const redirectUrl = c.req.query('redirectUrl');
    if (redirectUrl === undefined) return refusePage(c, 'redirectUrl is required.');
    const target = checkRedirect(redirectUrl, new URL(c.req.url).origin, options.portalOrigins);
    if (!target.ok)
      return refusePage(
        c,
        `redirectUrl was refused (${target.reason}): it must lead back to the portal.`,
      );

    const { auth } = c.var.world;
    const signIn = action === 'login' || action === 'demo-login';
    auth.signedIn = signIn;
    auth.longSession = signIn;
    auth.locked = false;
    auth.failedPinAttempts = 0;
    return c.redirect(target.location, 302);
  });
}
