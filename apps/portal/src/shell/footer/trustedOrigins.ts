/**
 * Sites outside the portal the footer may link to (app stores, social networks): core's `safeUrl`
 * accepts another origin only when it is listed (its choice: no external link until someone decided
 * the site is trusted). A CMS link to any other site is left out.
 */
export const FOOTER_TRUSTED_ORIGINS = [
  'https://apps.apple.com',
  'https://play.google.com',
  'https://appgallery.huawei.com',
  'https://x.com',
  'https://twitter.com',
  'https://www.instagram.com',
  'https://www.facebook.com',
  'https://www.youtube.com',
  'https://www.linkedin.com',
] as const;
