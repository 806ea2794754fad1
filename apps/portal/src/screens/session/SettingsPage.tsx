import { shellMessages } from '@portal/core';
import {
  ColorThemeControl,
  SessionSettings,
  TextSizeControl,
  type SessionSettingsSection,
} from '@portal/ui';
import { Suspense, lazy } from 'react';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { usePageSearch } from '../../platform/pages/usePageSearch';
import { useColorScheme } from '../../shell/document/useColorScheme';
import { useDocumentTitle } from '../../shell/document/useDocumentTitle';
import { useTextSize } from '../../shell/footer/useTextSize';
import { LanguageSwitchLink, otherLanguageOf } from '../../shell/LanguageSwitchLink';
import { useSessionState } from '../../shell/session/useSessionHint';

const LockedSessionPage = lazy(() => import('../../shell/session/LockedSessionPage'));
const PinChange = lazy(() =>
  import('./SettingsForms').then((forms) => ({ default: forms.PinChange })),
);
const NotificationChoices = lazy(() =>
  import('./SettingsForms').then((forms) => ({ default: forms.NotificationChoices })),
);

/**
 * `/{lang}/my-data/settings` (spec 001 §2, SCREENS.md S8.2): the settings of the session. With
 * `?lock=true` the locked Stay Signed-In session shows its unlock dialog (SCREENS S4.2) over the
 * locked-session page, which says why the person is here (issue O §11).
 */
export function SettingsPage() {
  const { lock } = usePageSearch('settings');
  if (lock === true) {
    return (
      <Suspense fallback={null}>
        <LockedSessionPage />
      </Suspense>
    );
  }
  return <SessionSettingsScreen />;
}

/**
 * The settings themselves (issue Q): language, colour theme and text size through the very controls
 * and state the header and footer use (`LanguageSwitchLink`, `useColorScheme`, `useTextSize`: a change
 * here shows there at once, and the other way round); the Stay Signed-In PIN change; notification
 * preferences (core's assumed calls). Choice: in a normal session the PIN section stays, with a
 * sentence saying there is no PIN and how to get one, so the person learns where it lives.
 */
function SessionSettingsScreen() {
  const locale = usePageLocale();
  const t = useMessages('locker', 'forms', 'session', 'common');
  const shellT = useMessages('shell');
  useDocumentTitle(t('settings.title'), shellMessages(locale).siteName);
  const session = useSessionState();
  const [scheme, chooseScheme] = useColorScheme();
  const textSize = useTextSize();
  const percent = new Intl.NumberFormat(locale, { style: 'percent', numberingSystem: 'latn' });

  const sections: SessionSettingsSection[] = [
    {
      id: 'language',
      heading: t('settings.language.heading'),
      description: t('settings.language.current'),
      content: (
        <p className="flex flex-wrap items-center gap-2 text-ink">
          <span>{t('settings.language.switchHint')}</span>
          <LanguageSwitchLink target={otherLanguageOf(locale, shellT)} />
        </p>
      ),
    },
    {
      id: 'theme',
      heading: t('settings.theme.heading'),
      description: t('settings.theme.body'),
      content: (
        <ColorThemeControl
          labels={{
            label: t('settings.theme.heading'),
            light: shellT('footer.colorTheme.light'),
            dark: shellT('footer.colorTheme.dark'),
          }}
          value={scheme}
          onValueChange={chooseScheme}
        />
      ),
    },
    {
      id: 'text-size',
      heading: t('settings.textSize.heading'),
      description: t('settings.textSize.body'),
      content: (
        <div className="flex flex-col gap-3">
          <TextSizeControl
            labels={{
              label: t('settings.textSize.heading'),
              decrease: shellT('footer.textSize.decrease'),
              reset: shellT('footer.textSize.reset'),
              increase: shellT('footer.textSize.increase'),
            }}
            canDecrease={textSize.canDecrease}
            canIncrease={textSize.canIncrease}
            isDefault={textSize.isDefault}
            onRequest={textSize.request}
          />
          <p aria-live="polite" className="text-ink">
            {t('settings.textSize.current', { size: percent.format(textSize.size / 100) })}
          </p>
        </div>
      ),
    },
  ];
  // The person's own settings need an open session: the PIN change a Stay Signed-In one (a normal
  // session learns there is none and how to get one), the preferences any. While the session is
  // locked (this page without `?lock`) they are left out: the server would refuse them (401), and the
  // device's settings above still work.
  if (session === 'long' || session === 'normal') {
    sections.push(
      {
        id: 'pin',
        heading: t('settings.pin.heading'),
        description: session === 'long' ? t('settings.pin.body') : undefined,
        content:
          session === 'long' ? (
            <Suspense fallback={null}>
              <PinChange locale={locale} t={t} />
            </Suspense>
          ) : (
            <p className="max-w-prose text-ink">{t('settings.pin.notStaySignedIn')}</p>
          ),
      },
      {
        id: 'notifications',
        heading: t('settings.notifications.heading'),
        description: t('settings.notifications.body'),
        content: (
          <Suspense fallback={null}>
            <NotificationChoices locale={locale} t={t} />
          </Suspense>
        ),
      },
    );
  }

  return (
    <SessionSettings
      title={t('settings.title')}
      intro={t('settings.intro')}
      sectionsLabel={t('settings.sectionsLabel')}
      sections={sections}
    />
  );
}
