import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { envelopeOf } from '../internal/envelope';
import { listOf, optionalText } from '../internal/wireValues';

/*
 * Header, top banner and footer content (spec 001 §3, §7: "path not shown" for all three).
 * Assumption: each is a GET on the public CMS API with the language as query, answering the envelope
 * with the fields spec 001 §3 lists. Images are URLs.
 */

/** Query of the layout reads: the language. */
export const layoutRequestSchema = z.object({ lang: z.enum(['en', 'ar']) });

const linkSchema = z.object({ LinkText: optionalText, LinkUrl: optionalText, Icon: optionalText });

/** Header info (spec 001 §3). */
export const headerInfoSchema = z.object({
  DirectNavigationMenuLinks: listOf(
    z.object({ LinkText: optionalText, LinkUrl: optionalText, ChildesItems: listOf(linkSchema) }),
  ),
  DesktopLogo: optionalText,
  MobileLogo: optionalText,
  UserIcon: optionalText,
  welcomeMessage: optionalText,
  RegisterLabel: optionalText,
  LogoutLabel: optionalText,
  uaePassImage: optionalText,
  ProfileMenuLinks: listOf(linkSchema),
});

export type HeaderInfo = z.infer<typeof headerInfoSchema>;

/** GET /pub/cms/headerInfo (spec 001 §7 "Header info load by locale"). Assumption: path. */
export const headerInfoCall = defineCall({
  id: 'portal.headerInfo',
  method: 'GET',
  path: '/pub/cms/headerInfo',
  request: layoutRequestSchema,
  response: envelopeOf(headerInfoSchema),
});

/**
 * The home page's top banner or announcement (spec 001 §2). Assumption: title, text and an optional
 * link; `data` is null when there is no announcement.
 */
export const topBannerSchema = z.object({
  Title: optionalText,
  Description: optionalText,
  LinkText: optionalText,
  LinkUrl: optionalText,
});

export type TopBanner = z.infer<typeof topBannerSchema>;

/** GET /pub/cms/topBanner (spec 001 §7 "Top banner load"). Assumption: path. */
export const topBannerCall = defineCall({
  id: 'portal.topBanner',
  method: 'GET',
  path: '/pub/cms/topBanner',
  request: layoutRequestSchema,
  response: envelopeOf(z.nullish(topBannerSchema)),
});

/** Query of the footer read: language and login state, which the footer differs by (spec 001 §6). */
export const footerRequestSchema = z.object({ lang: z.enum(['en', 'ar']), loggedIn: z.boolean() });

/** Footer data (spec 001 §3). */
export const footerDataSchema = z.object({
  FooterSections: listOf(
    z.object({
      Text: optionalText,
      Link: optionalText,
      NavList: listOf(z.object({ Name: optionalText, Link: optionalText })),
    }),
  ),
  EmergencyNumbers: listOf(z.object({ Name: optionalText, Number: optionalText })),
  ViewAllEmergencyNumbers: optionalText,
  ColorLabel: optionalText,
  FontSizeLabel: optionalText,
  DownloadApps: listOf(z.object({ AppImage: optionalText, AppLink: optionalText })),
  StoreTitle: optionalText,
  StoreSubtitle: optionalText,
  AppRatingImage: optionalText,
  SocialLinks: listOf(z.object({ SocialSiteImage: optionalText, SocialSiteLink: optionalText })),
  Logos: listOf(z.object({ Image: optionalText })),
  CopyrightMessage: optionalText,
  Copyrights: listOf(z.object({ CopyrightName: optionalText, CopyrightLink: optionalText })),
});

export type FooterData = z.infer<typeof footerDataSchema>;

/** GET /pub/cms/footerData (spec 001 §7 "Footer data fetch by language"). Assumption: path. */
export const footerDataCall = defineCall({
  id: 'portal.footerData',
  method: 'GET',
  path: '/pub/cms/footerData',
  request: footerRequestSchema,
  response: envelopeOf(footerDataSchema),
});
