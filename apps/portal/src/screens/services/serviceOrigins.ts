/**
 * Sites a service may start on (SCREENS.md S7.1): core's `safeUrl` accepts another origin only when
 * it is listed (its choice: no external link until someone decided the site is trusted), so the
 * service page shows a start link only to these. Today the sandbox's entity sites (`https://{entity}
 * .sandbox.portal.example`); a deployment lists its entities' real sites here. A service whose link
 * leads anywhere else shows no start link ("not offered online") rather than an unchecked one.
 */
export const SERVICE_TRUSTED_ORIGINS = [
  'ded',
  'dmt',
  'adp',
  'doh',
  'adek',
  'adjd',
  'dct',
  'adha',
  'dcd',
  'ead',
  'addc',
  'aadc',
  'itc',
  'mawaheb',
].map((entity) => `https://${entity}.sandbox.portal.example`);
