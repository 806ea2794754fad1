import type { PortalLocale } from '../locale/portalLocale';
import englishCommon from './catalogues/en/common.json';
import english from './catalogues/en/shell.json';
import arabicCommon from './catalogues/ar-AE/common.json';
import arabic from './catalogues/ar-AE/shell.json';

/** Texts of the reference app's shell (header chrome, 404, route errors, sign-in hand-over), per portal locale. */
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
  /** The visitor's sign-in link in the header. */
  readonly signIn: string;
  /** Said while `/login` hands over to the sign-in page. */
  readonly signingIn: string;
  /** The first crumb of every breadcrumb trail, and the trail's landmark name. */
  readonly breadcrumbs: {
    readonly home: string;
    readonly myLocker: string;
    readonly label: string;
  };
  /** The 404 page (SCREENS.md S1.9): `<title>` and heading, what happened, the ways on. */
  readonly notFound: {
    readonly title: string;
    readonly body: string;
    readonly home: string;
    readonly search: string;
  };
  /** A route that failed to render (SCREENS.md S1.12). */
  readonly routeError: {
    readonly title: string;
    readonly body: string;
    readonly retry: string;
    readonly home: string;
  };
  /** The home page's announcement strip (SCREENS.md S1.7): its region name and close button. */
  readonly topBanner: { readonly label: string; readonly close: string };
  /** The tag shown when the answers come from the sandbox. */
  readonly testData: { readonly tag: string; readonly description: string };
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
    signIn: catalogue['header.signIn'],
    signingIn: catalogue['shell.signingIn'],
    breadcrumbs: {
      home: catalogue['shell.home'],
      myLocker: catalogue['header.myLocker'],
      label: catalogue['shell.breadcrumbs'],
    },
    notFound: {
      title: catalogue['shell.notFound.title'],
      body: catalogue['shell.notFound.body'],
      home: catalogue['shell.notFound.home'],
      search: catalogue['shell.notFound.search'],
    },
    routeError: {
      title: catalogue['shell.error.title'],
      body: catalogue['shell.error.body'],
      retry: catalogue['shell.error.retry'],
      home: catalogue['shell.error.home'],
    },
    topBanner: {
      label: catalogue['shell.topBanner.label'],
      close: catalogue['shell.topBanner.close'],
    },
    testData: {
      tag: catalogue['shell.testData.tag'],
      description: catalogue['shell.testData.description'],
    },
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
