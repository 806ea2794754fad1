import type { Context } from 'hono';

/**
 * The language a request asks to be answered in, as `en` or `ar` (English unless Arabic is asked
 * for): its `?lang=` (spec 000 §3, the payment-hub calls), else `fallback` (a body's own `lang`),
 * else its `Accept-Language`, which core's client sends on every call with the page's language, so
 * every refusal can come in the reader's language (issue R). Only the first listed language counts:
 * the client sends one.
 */
export function langOf(c: Context, fallback?: string): 'en' | 'ar' {
  const value = c.req.query('lang') ?? fallback ?? c.req.header('accept-language')?.split(',')[0];
  return value !== undefined && /^\s*ar\b/i.test(value) ? 'ar' : 'en';
}
