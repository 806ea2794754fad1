import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { ONBOARDING_STORAGE_KEY, type PortalLocale } from '@portal/core';
import { servers } from './servers';

/** Console errors and uncaught exceptions of every page of a test. */
export interface ConsoleErrors {
  readonly messages: readonly string[];
  /**
   * Accepts the errors matching `pattern`, for a test whose journey causes them on purpose (an
   * unknown address answered 404); `why` says so in the code.
   */
  allow(pattern: RegExp, why: string): void;
}

/** A Content-Security-Policy violation a page reported (its `securitypolicyviolation` event). */
export interface CspViolation {
  readonly page: string;
  readonly directive: string;
  readonly blocked: string;
  readonly sample: string;
}

export interface PortalFixtures {
  /**
   * Every CSP violation of every page of a test fails it (issue T: the production server's policy
   * allows exactly the build's inline scripts, so a new inline script, an `eval` or a script from
   * elsewhere shows up here on whichever route has it).
   */
  readonly cspViolations: readonly CspViolation[];
  /**
   * Every console error and uncaught exception fails the test (a visitor's page must not log a
   * failed request either), unless the test allowed it.
   */
  readonly consoleErrors: ConsoleErrors;
  /** Signs this browser context in as the sandbox's demo user (`normal` or Stay Signed-In `long`). */
  readonly signIn: (kind?: 'normal' | 'long') => Promise<void>;
  /**
   * Whether the browser has seen the assistant's onboarding, which a first visit to the home page
   * opens by itself (SCREENS.md S2.8). `true` by default, so journeys about other things meet the
   * page as a returning visitor does; the onboarding's own journeys set `false`. Written under
   * core's `ONBOARDING_STORAGE_KEY`.
   */
  readonly onboardingSeen: boolean;
}

/** The suite's `test`: the app's production build as `baseURL`, console errors failing the test. */
export const test = base.extend<PortalFixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  baseURL: async ({}, use) => {
    await use(servers().appUrl);
  },
  onboardingSeen: [true, { option: true }],
  context: async ({ context, onboardingSeen }, use) => {
    if (onboardingSeen) {
      await context.addInitScript((key) => {
        try {
          window.localStorage.setItem(key, 'done');
        } catch {
          // A page whose storage is closed (about:blank, an opaque origin) needs nothing.
        }
      }, ONBOARDING_STORAGE_KEY);
    }
    await use(context);
  },
  cspViolations: [
    async ({ context }, use, testInfo) => {
      const violations: CspViolation[] = [];
      await context.exposeBinding('__portalCspViolation', (_source, violation: CspViolation) => {
        violations.push(violation);
      });
      // Before any script of the page: a blocked inline script of the HTML is reported too.
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as Record<string, (v: CspViolation) => void>)[
            '__portalCspViolation'
          ];
          report?.({
            page: location.pathname,
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            sample: event.sample,
          });
        });
      });
      await use(violations);
      testInfo.annotations.push({ type: 'csp-violations', description: String(violations.length) });
      if (testInfo.status === testInfo.expectedStatus) {
        expect(violations, 'Content-Security-Policy violations').toEqual([]);
      }
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ context }, use, testInfo) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() === 'error') {
            errors.push(`console: ${message.text()} (${message.location().url})`);
          }
        });
        page.on('pageerror', (error) => errors.push(`exception: ${error.message}`));
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use({
        messages: errors,
        allow: (pattern) => {
          allowed.push(pattern);
        },
      });
      if (testInfo.status === testInfo.expectedStatus) {
        const unexpected = errors.filter(
          (error) => !allowed.some((pattern) => pattern.test(error)),
        );
        expect(unexpected, 'console errors and uncaught exceptions').toEqual([]);
      }
    },
    { auto: true },
  ],
  signIn: async ({ context }, use) => {
    await use((kind = 'normal') => signInContext(context, kind));
  },
});

export { expect };

/**
 * Signs a context in without the sign-in page: the sandbox's `session=` shortcut (docs/sandbox.md)
 * through the app's own origin, so the session cookie and the server's session hint cookie are the
 * app's. Nothing else: the app learns who is signed in from the server alone (issue O §14).
 */
export async function signInContext(
  context: BrowserContext,
  kind: 'normal' | 'long' = 'normal',
): Promise<void> {
  const { appUrl } = servers();
  const response = await context.request.get(
    `${appUrl}/api/smartpass/demo-login?provider=uaepass&redirectUrl=%2Fen%2F&session=${kind}`,
    // A page load's Accept header: the sandbox gives only browsers their own world and cookie.
    { maxRedirects: 0, headers: { accept: 'text/html' } },
  );
  expect(response.status(), 'sandbox sign-in shortcut').toBe(302);
}

/** `<html lang dir>` the page must carry in a locale. */
export function documentLanguage(locale: PortalLocale): { lang: string; dir: 'ltr' | 'rtl' } {
  return locale === 'ar-AE' ? { lang: 'ar-AE', dir: 'rtl' } : { lang: 'en', dir: 'ltr' };
}

/** Registers a journey: Playwright's `test`, or nothing. */
type JourneyRegistrar = (title: string, body: Parameters<typeof test>[2]) => void;

const registerNothing: JourneyRegistrar = () => undefined;

/**
 * For a block of journeys written once per language: `journey()` is `test` for every other journey
 * of the block, alternately in English and in Arabic, and registers nothing for the rest, so each
 * journey runs once. Both languages stay covered (half the journeys each, and the route sweep
 * checks every page in both) at half the cost: the suite shares a 2-core runner with everything
 * else CI does. `journey('every language')` registers the journey in each language: the journeys an
 * issue's bar names, which must hold in both directions. Call it as `journey()(title, body)`, so
 * the test is registered from the spec's own line.
 */
export function journeyIn(
  locale: PortalLocale,
): (languages?: 'every language') => JourneyRegistrar {
  let position = 0;
  const parity = locale === 'en' ? 0 : 1;
  return (languages) => {
    // A journey run in every language leaves the alternation of the others as it was.
    if (languages === 'every language') return test;
    return (position++ + parity) % 2 === 0 ? test : registerNothing;
  };
}
