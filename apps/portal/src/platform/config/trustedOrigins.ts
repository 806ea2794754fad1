import { MEETING_SERVICE_ORIGINS } from '@portal/core';
import { originListOf } from './originList';

/*
 * The sites outside the portal it may link to, per kind of link: core's `safeUrl` accepts another
 * origin only when it is listed (no external link until someone decided the site is trusted). Each
 * list ships with a default and is replaced, at build time, by a deployment's own setting
 * (docs/server.md "Build settings"), comma-separated https origins.
 */

const env = import.meta.env as Readonly<Record<string, string | undefined>>;

/**
 * The entities' sites a service may start on (SCREENS.md S7.1), `VITE_PORTAL_SERVICE_ORIGINS`.
 * Default: the sandbox's entity sites (`https://{entity}.sandbox.portal.example`), the embedded
 * backend's catalogue; a deployment lists its entities' real sites. A service whose link leads
 * anywhere else shows no start link ("not offered online") rather than an unchecked one.
 */
export const SERVICE_SITE_ORIGINS: readonly string[] =
  originListOf(env['VITE_PORTAL_SERVICE_ORIGINS'], 'VITE_PORTAL_SERVICE_ORIGINS') ??
  [
    ...[
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
    ],
    'mawaheb',
  ].map((entity) => `https://${entity}.sandbox.portal.example`);

/**
 * Where an appointment's online meeting may be held, `VITE_PORTAL_MEETING_ORIGINS`: core's
 * `appointmentModeOf` shows a listed site's link as it is, and an https link to any other site with
 * a warning that names the site and asks the person to check it (issue Q). Default: core's
 * `MEETING_SERVICE_ORIGINS` (the major meeting services' own hosts) and the sandbox's. A service
 * reached on another host of its own (a company's Zoom subdomain) is added by the deployment;
 * origins are compared exactly.
 */
export const MEETING_ORIGINS: readonly string[] = originListOf(
  env['VITE_PORTAL_MEETING_ORIGINS'],
  'VITE_PORTAL_MEETING_ORIGINS',
) ?? [...MEETING_SERVICE_ORIGINS, 'https://meet.sandbox.portal.example'];

/**
 * Sites the footer may link to (app stores, social networks), `VITE_PORTAL_FOOTER_ORIGINS`. A CMS
 * link to any other site is left out.
 */
export const FOOTER_LINK_ORIGINS: readonly string[] = originListOf(
  env['VITE_PORTAL_FOOTER_ORIGINS'],
  'VITE_PORTAL_FOOTER_ORIGINS',
) ?? [
  'https://apps.apple.com',
  'https://play.google.com',
  'https://appgallery.huawei.com',
  'https://x.com',
  'https://twitter.com',
  'https://www.instagram.com',
  'https://www.facebook.com',
  'https://www.youtube.com',
  'https://www.linkedin.com',
];
