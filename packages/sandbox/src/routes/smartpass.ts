import type { UnsafeUrlReason } from '@portal/core';
import { type SandboxContext, type SandboxHono } from '../http/callRouter';
import { pageLookOf, portalHomeOf } from '../http/pageLook';
import { checkRedirect } from '../http/redirectPolicy';
import { refuse, type RefusalStatus } from '../http/refuse';
import { NOT_FOUND_REFUSALS } from '../refusals/notFound';
import type { PageLook } from '../pages/html';
import { renderRefusalPage } from '../pages/refusalPage';
import { renderSignInPage, SESSION_KIND_FIELD } from '../pages/signInPage';
import { enterSession, isSignedInKind } from '../state/sessionKind';

/** The identity provider the portal signs in with (spec 001 §2: provider=uaepass). */
export const SMARTPASS_PROVIDER = 'uaepass';

const ACTIONS = ['login', 'logout', 'demo-login', 'demo-logout'] as const;
type SmartpassAction = (typeof ACTIONS)[number];

function isAction(value: string): value is SmartpassAction {
  return (ACTIONS as readonly string[]).includes(value);
}

function isSignIn(action: SmartpassAction): boolean {
  return action === 'login' || action === 'demo-login';
}

/** Why a sign-in or sign-out navigation is refused, in both languages (the JSON answer uses English). */
type Refusal =
  | { readonly reason: 'provider' }
  | { readonly reason: 'missing-redirect' }
  | { readonly reason: 'unsafe-redirect'; readonly unsafe: UnsafeUrlReason }
  | { readonly reason: 'expired-form' }
  | { readonly reason: 'unknown-kind' };

const REFUSAL_STATUS: Record<Refusal['reason'], RefusalStatus> = {
  provider: 400,
  'missing-redirect': 400,
  'unsafe-redirect': 400,
  'expired-form': 403,
  'unknown-kind': 400,
};

function refusalMessage(refusal: Refusal, lang: PageLook['lang']): string {
  const ar = lang === 'ar';
  switch (refusal.reason) {
    case 'provider':
      return ar
        ? `يجب أن يكون مزوّد الهوية «${SMARTPASS_PROVIDER}».`
        : `provider must be "${SMARTPASS_PROVIDER}".`;
    case 'missing-redirect':
      return ar ? 'عنوان العودة «redirectUrl» مفقود.' : 'redirectUrl is required.';
    case 'unsafe-redirect':
      return ar
        ? `رُفض عنوان العودة «redirectUrl» («${refusal.unsafe}»): يجب أن يعود إلى البوابة.`
        : `redirectUrl was refused (${refusal.unsafe}): it must lead back to the portal.`;
    case 'expired-form':
      return ar
        ? 'انتهت صلاحية هذا النموذج. افتح صفحة تسجيل الدخول مرة أخرى.'
        : 'This form has expired. Open the sign-in page again.';
    case 'unknown-kind':
      return ar
        ? 'اختر جلسة عادية أو البقاء متصلًا.'
        : `Choose the kind of session: ${SESSION_KIND_FIELD}=normal or ${SESSION_KIND_FIELD}=long (Stay Signed-In).`;
  }
}

const REFUSAL_TITLE = {
  en: { in: 'Sign-in refused', out: 'Sign-out refused', back: 'Back to the portal' },
  ar: { in: 'تم رفض تسجيل الدخول', out: 'تم رفض تسجيل الخروج', back: 'العودة إلى البوابة' },
} as const;

/**
 * A refusal a browser can read (it navigated here: an HTML page in its language, with a way back
 * to the portal's home, never to the refused address) and a script can parse (JSON otherwise).
 */
function refusePage(
  c: SandboxContext,
  action: SmartpassAction,
  refusal: Refusal,
  look: PageLook,
): Response {
  const status = REFUSAL_STATUS[refusal.reason];
  if ((c.req.header('accept') ?? '').includes('text/html')) {
    const words = REFUSAL_TITLE[look.lang];
    return c.html(
      renderRefusalPage(
        look,
        {
          title: isSignIn(action) ? words.in : words.out,
          message: refusalMessage(refusal, look.lang),
        },
        { href: portalHomeOf(look.lang), label: words.back },
      ),
      status,
    );
  }
  return refuse(c, status, {
    en: refusalMessage(refusal, 'en'),
    ar: refusalMessage(refusal, 'ar'),
  });
}

/** The checked redirect target, or the refusal. */
function redirectTarget(
  c: SandboxContext,
  portalOrigins: readonly string[],
): { ok: true; location: string } | { ok: false; refusal: Refusal } {
  if (c.req.query('provider') !== SMARTPASS_PROVIDER)
    return { ok: false, refusal: { reason: 'provider' } };
  const redirectUrl = c.req.query('redirectUrl');
  if (redirectUrl === undefined) return { ok: false, refusal: { reason: 'missing-redirect' } };
  const target = checkRedirect(redirectUrl, new URL(c.req.url).origin, portalOrigins);
  if (!target.ok)
    return { ok: false, refusal: { reason: 'unsafe-redirect', unsafe: target.reason } };
  return target;
}

/** The page's language: `?lang=`, else the prefix of the portal page it returns to, else the browser's. */
function lookOf(c: SandboxContext): PageLook {
  const redirectUrl = c.req.query('redirectUrl') ?? '';
  let portalPath: string | undefined;
  try {
    portalPath = new URL(redirectUrl, 'http://portal.invalid').pathname;
  } catch {
    portalPath = undefined;
  }
  return pageLookOf(c, portalPath === undefined ? {} : { portalPath });
}

/** This request's path and query with one query parameter set or removed. */
function selfWith(c: SandboxContext, name: string, value: string | undefined): string {
  const url = new URL(c.req.url);
  if (value === undefined) url.searchParams.delete(name);
  else url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
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
 * both show the sandbox's own sign-in page, where the person chooses the kind of session (normal or
 * Stay Signed-In, spec 001 §6); posting it signs the demo user in and redirects (303). A script or a
 * test may skip the page with `session=normal|long` in the query. `logout` and `demo-logout` sign
 * out at once. The session's world (locker data) is kept, as a real account's data would be.
 */
export function registerSmartpassRoutes(app: SandboxHono, options: SmartpassRoutesOptions): void {
  app.get('/api/smartpass/:action', (c) => {
    const action = c.req.param('action');
    if (!isAction(action))
      return refuse(c, 404, NOT_FOUND_REFUSALS.signInAction(action), [
        `Unknown sign-in action "${action}". Use ${ACTIONS.join(', ')}.`,
      ]);
    const look = lookOf(c);
    const target = redirectTarget(c, options.portalOrigins);
    if (!target.ok) return refusePage(c, action, target.refusal, look);

    const { auth } = c.var.world;
    if (!isSignIn(action)) {
      enterSession(auth, 'visitor', c.var.now().getTime());
      return c.redirect(target.location, 302);
    }
    const direct = c.req.query(SESSION_KIND_FIELD);
    if (direct !== undefined) {
      if (!isSignedInKind(direct)) return refusePage(c, action, { reason: 'unknown-kind' }, look);
      enterSession(auth, direct, c.var.now().getTime());
      return c.redirect(target.location, 302);
    }
    return c.html(
      renderSignInPage(look, {
        action: selfWith(c, 'lang', look.lang),
        cancelHref: target.location,
        otherLanguageHref: selfWith(c, 'lang', look.lang === 'en' ? 'ar' : 'en'),
        csrfToken: auth.csrfToken,
      }),
    );
  });

  app.post('/api/smartpass/:action', async (c) => {
    const action = c.req.param('action');
    if (!isAction(action) || !isSignIn(action))
      return refuse(c, 404, NOT_FOUND_REFUSALS.signInAction(action), [
        `Only login and demo-login take a form; "${action}" does not.`,
      ]);
    const look = lookOf(c);
    const target = redirectTarget(c, options.portalOrigins);
    if (!target.ok) return refusePage(c, action, target.refusal, look);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const { auth } = c.var.world;
    if (form['csrf'] !== auth.csrfToken)
      return refusePage(c, action, { reason: 'expired-form' }, look);
    const kind = form[SESSION_KIND_FIELD];
    if (!isSignedInKind(kind)) return refusePage(c, action, { reason: 'unknown-kind' }, look);
    enterSession(auth, kind, c.var.now().getTime());
    return c.redirect(target.location, 303);
  });
}
