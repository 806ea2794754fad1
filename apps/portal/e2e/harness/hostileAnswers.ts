import type { Page, Route } from '@playwright/test';

/** What a hostile or broken CMS writes into every text field: markup that would run if inserted. */
export const HOSTILE_CMS_TEXT = '<svg><script>alert(1)</script></svg>';

/** `value` with every string in it, at any depth, replaced by `text` (keys and other types kept). */
export function everyStringReplaced(value: unknown, text: string): unknown {
  if (typeof value === 'string') return text;
  if (Array.isArray(value)) return value.map((item) => everyStringReplaced(item, text));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, everyStringReplaced(item, text)]),
    );
  }
  return value;
}

/**
 * Makes every answer whose address matches come back from the sandbox with each of its strings
 * replaced (`everyStringReplaced`), `success` and the shape kept: the hostile CMS of issue O, item
 * 15. The request still reaches the sandbox (its cookie, CSRF token and world as usual); only the
 * answer's JSON is rewritten on its way back. Resolves to a function that stops it. Answers that
 * are no JSON pass unchanged.
 */
export async function hostileAnswers(
  page: Page,
  address: string | RegExp,
  text: string = HOSTILE_CMS_TEXT,
): Promise<() => Promise<void>> {
  const rewrite = async (route: Route) => {
    const response = await route.fetch();
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return route.fulfill({ response });
    }
    const hostile = everyStringReplaced(body, text);
    // `success` stays a boolean; the answer's own outcome is kept.
    return route.fulfill({ response, json: hostile });
  };
  await page.route(address, rewrite);
  return () => page.unroute(address, rewrite);
}
