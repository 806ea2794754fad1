import { formatUnit, type PortalLocale } from '@portal/core';
import { interfaceLocaleOf } from '@portal/core/i18n';
import {
  LanguageListPicker,
  UnlockDialog,
  type LanguageListState,
  type LanguageOption,
} from '@portal/ui';
import type { LanguageEntry } from '@portal/core/api/portal';
import { chooseDialogLanguage } from './dialogLanguage';
import { useLanguageList } from './useLanguageList';
import { usePinUnlock } from './usePinUnlock';
import { useSessionWords } from './useSessionWords';

export interface UnlockFlowProps {
  readonly locale: PortalLocale;
}

/** A language of the list as the picker shows it: its own name, marked with its own language. */
function optionOf(entry: LanguageEntry): LanguageOption {
  const tag = interfaceLocaleOf(entry.iso) ?? entry.iso;
  return {
    code: entry.iso,
    nativeName: entry.native_name ?? entry.name ?? entry.en ?? entry.iso,
    lang: tag,
    dir: entry.direction,
  };
}

/**
 * The unlock dialog of `/my-data/settings?lock=true` (spec 001 §4; SCREENS S4.2, S4.7): core's PIN
 * unlock in the dialogs' language, with the language list to change it.
 */
export default function UnlockFlow({ locale }: UnlockFlowProps) {
  const [snapshot, unlock] = usePinUnlock(locale);
  const { t, language } = useSessionWords(locale);
  const languages = useLanguageList(locale);
  const listState: LanguageListState =
    languages.status === 'success' && languages.data.length > 0
      ? { status: 'ready', data: languages.data.map(optionOf) }
      : languages.status === 'pending'
        ? { status: 'loading' }
        : {
            status: 'error',
            message: t('sessionDialog.languagesFailed'),
            onRetry: () => void languages.refetch(),
          };
  // The server's slow-down after a wrong PIN (a 429, issue O item 1) says how long to wait, with the
  // unit written by Intl in the dialogs' language; Resume stays disabled until then.
  const error =
    snapshot.errorKey === undefined
      ? undefined
      : snapshot.errorKey === 'something.wentWrong'
        ? t('unlocksession.setupPinModal.errMsg')
        : snapshot.errorKey === 'unlocksession.setupPinModal.tooSoon'
          ? t(snapshot.errorKey, {
              time: formatUnit(snapshot.waitSeconds, 'second', { locale: language.tag }),
            })
          : t(snapshot.errorKey, { remainingAttempts: snapshot.remainingAttempts });
  return (
    <UnlockDialog
      open={snapshot.status !== 'unlocked' && snapshot.status !== 'signingOut'}
      onOpenChange={(open) => {
        if (!open) unlock.close();
      }}
      lang={language.tag}
      dir={language.dir}
      labels={{
        title: t('unlocksession.setupPinModal.title'),
        subtitle: t('unlocksession.setupPinModal.subtitle'),
        pinLabel: t('unlocksession.setupPinModal.newPin'),
        digitLabel: (current, total) => t('sessionDialog.digitLabel', { current, total }),
        resume: t('unlocksession.setupPinModal.primaryButton'),
        checking: t('unlocksession.setupPinModal.checking'),
        resumeNote: t('unlocksession.setupPinModal.desc'),
        startNewSession: t('unlocksession.setupPinModal.pinOptText'),
        digitalIdentity: t('unlocksession.setupPinModal.uaePassButton'),
        close: t('sessionDialog.close'),
      }}
      pin={snapshot.pin}
      onPinChange={unlock.setPin}
      canSubmit={snapshot.canSubmit}
      submitting={snapshot.status === 'submitting'}
      error={error}
      onResume={() => void unlock.submit()}
      onStartNewSession={unlock.startNewSession}
      onSignInWithDigitalIdentity={unlock.signInWithDigitalIdentity}
      languagePicker={
        <LanguageListPicker
          state={listState}
          value={language.code}
          onValueChange={chooseDialogLanguage}
          labels={{
            label: t('sessionDialog.language'),
            loading: t('sessionDialog.language'),
            retry: t('sessionDialog.retry'),
          }}
        />
      }
    />
  );
}
