import type { PortalLocale } from '../locale/portalLocale';
import englishCommon from './catalogues/en/common.json';
import english from './catalogues/en/shell.json';
import arabicCommon from './catalogues/ar-AE/common.json';
import arabic from './catalogues/ar-AE/shell.json';

/** Texts of the reference app's shell (header chrome), per portal locale. */
export interface ShellMessages {
  readonly siteName: string;
  readonly skipToContent: string;
  readonly homeHeading: string;
  readonly homeIntro: string;
  /** Name of the dark-theme toggle (a pressed/unpressed button). */
  readonly darkTheme: string;
  /** Link to the same page in the other language, written in that language. */
  readonly otherLanguage: { readonly locale: PortalLocale; readonly label: string };
  readonly somethingWentWrong: string;
}

type ShellCatalogue = typeof english;

function toShellMessages(
  catalogue: ShellCatalogue,
  somethingWentWrong: string,
  other: PortalLocale,
): ShellMessages {
  return {
    siteName: catalogue['shell.siteName'],
    skipToContent: catalogue['shell.skipToContent'],
    homeHeading: catalogue['shell.homeHeading'],
    homeIntro: catalogue['shell.homeIntro'],
    darkTheme: catalogue['shell.darkTheme'],
    otherLanguage: { locale: other, label: catalogue['shell.otherLanguage'] },
    somethingWentWrong,
  };
}

/**
 * The shell texts of a portal locale (spec 001 §2 Header), read from the `shell` catalogue.
 * Synchronous: the app's first paint needs them, so the two page languages are bundled with it.
 * Built on each call rather than at module level, so importing the module costs nothing.
 */
export function shellMessages(locale: PortalLocale): ShellMessages {
  return locale === 'ar-AE'
    ? toShellMessages(arabic, arabicCommon['something.wentWrong'], 'en')
    : toShellMessages(english, englishCommon['something.wentWrong'], 'ar-AE');
}
