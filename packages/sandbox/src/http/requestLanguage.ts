import type { Context } from 'hono';

/** The `?lang=` of a request as `en` or `ar` (English unless Arabic is asked for). */
export function langOf(c: Context, fallback?: string): 'en' | 'ar' {
  const value = c.req.query('lang') ?? fallback;
  return value !== undefined && /^ar\b/i.test(value) ? 'ar' : 'en';
}
