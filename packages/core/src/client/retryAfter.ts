/** The longest wait a `Retry-After` may ask for that is taken as meant: a day. */
const MAX_RETRY_AFTER_MS = 86_400_000;

/**
 * The wait a `Retry-After` header asks for, in ms (RFC 9110 §10.2.3): whole seconds, or an HTTP date
 * measured from `now`. `undefined` when the header is missing, malformed or asks for more than a day;
 * a date in the past is 0.
 */
export function retryAfterMsOf(header: string | null | undefined, now: number): number | undefined {
  if (typeof header !== 'string') return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) {
    const ms = Number(value) * 1000;
    return ms <= MAX_RETRY_AFTER_MS ? ms : undefined;
  }
  // An HTTP date always names its day of the week; a bare number was handled above.
  if (!/^[A-Za-z]{3}, /.test(value)) return undefined;
  const at = Date.parse(value);
  if (Number.isNaN(at)) return undefined;
  const ms = Math.max(0, at - now);
  return ms <= MAX_RETRY_AFTER_MS ? ms : undefined;
}
