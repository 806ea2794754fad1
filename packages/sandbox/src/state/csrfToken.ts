/**
 * The CSRF token of one session: 32 hex digits derived from the sandbox's seed and the session's id.
 *
 * Each session gets its own token, so a page (or a forged form) holding one browser's token cannot
 * post into another browser's world (spec 000 §6: CSRF on uploads and forms). It stays reproducible:
 * the same seed and session id give the same token on every run and after a reset, which keeps
 * recorded tests and a page loaded before a reset working.
 *
 * A sandbox token guards against mix-ups and forged forms, not against someone who already holds the
 * session id (an HttpOnly cookie, random per browser): with it they are in the session anyway.
 */
export function csrfTokenOf(seed: number, sessionId: string): string {
  // cyrb128: four 32-bit lanes, each mixing every character, then cross-mixed; 128 bits in all, so
  // tokens of different sessions do not collide in practice.
  let h1 = 1779033703 ^ seed;
  let h2 = 3144134277 ^ seed;
  let h3 = 1013904242 ^ seed;
  let h4 = 2773480762 ^ seed;
  for (let index = 0; index < sessionId.length; index += 1) {
    const code = sessionId.charCodeAt(index);
    h1 = h2 ^ Math.imul(h1 ^ code, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ code, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ code, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ code, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1, h2, h3, h4].map((lane) => (lane >>> 0).toString(16).padStart(8, '0')).join('');
}
