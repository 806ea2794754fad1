import { searchLanguageList, switchLocalePath, type PortalLocale } from '@portal/core';
import type { LanguageEntry } from '@portal/core/api/portal';
import {
  createTranslator,
  languageChoiceOf,
  languageNameIn,
  loadCatalogue,
  type InterfaceLocale,
} from '@portal/core/i18n';
import {
  LanguageDialog,
  languageChoiceOutcomeOf,
  languageDialogLabelsOf,
  languageOptionOf,
  type DataState,
  type LanguageDialogOption,
  type LanguageDialogOutcome,
} from '@portal/ui';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useMessages } from '../../platform/i18n/useMessages';
import {
  chooseDialogLanguage,
  followPageLanguage,
  useDialogLanguage,
} from '../session/dialogLanguage';
import { useLanguageList } from '../session/useLanguageList';

export interface LanguageDialogFlowProps {
  readonly locale: PortalLocale;
  readonly open: boolean;
  readonly onClose: () => void;
  /** Where focus goes back to on close, when it is still in the page. */
  readonly returnFocusTo: () => HTMLElement | null;
}

/**
 * The session dialogs' texts that now read in the chosen language, shown as they read: the warning
 * before the session locks and the unlock dialog's title (core's session catalogue of that language).
 */
const SAMPLE_KEYS = ['lockWarning.title', 'unlocksession.setupPinModal.title'] as const;

const samples = new Map<InterfaceLocale, Promise<string[]>>();

function samplesOf(tag: InterfaceLocale): Promise<string[]> {
  let promise = samples.get(tag);
  if (!promise) {
    const translator = createTranslator({ locale: tag, loader: loadCatalogue });
    promise = translator.load('session').then(() => SAMPLE_KEYS.map((key) => translator.t(key)));
    samples.set(tag, promise);
  }
  return promise;
}

/**
 * The change-language dialog (SCREENS S9.2; spec 001 §1, §2, §4): the stored language list through
 * the query layer, searched with core's `searchLanguageList`. English and Arabic switch the page's
 * prefix, as the header's quick switch does. A language core has interface texts for switches those
 * (the session dialogs: the lock warning and the unlock dialog), is kept in this browser
 * (`DIALOG_LANGUAGE_KEY`, `portal.sessionDialogLanguage`) and the pages stay in their language; the
 * dialog says so in the page's language, with the switched texts shown as they now read (core has
 * no such sentence in the other languages). A language without texts changes nothing, and the
 * dialog says that. Choice: the rest stays in the page's language (English on /en/, Arabic on
 * /ar-AE/), the one the person was reading, rather than forcing English on an Arabic reader.
 */
export default function LanguageDialogFlow({
  locale,
  open,
  onClose,
  returnFocusTo,
}: LanguageDialogFlowProps) {
  const t = useMessages('home', 'common', 'shell');
  const router = useRouter();
  const location = useRouterState({ select: (state) => state.location });
  const languages = useLanguageList(locale);
  const dialogLanguage = useDialogLanguage(locale);
  const [query, setQuery] = useState('');
  // The last language chosen here that the page does not switch to (for the outcome).
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const entries: readonly LanguageEntry[] = languages.data ?? [];

  const state: DataState<readonly LanguageDialogOption[]> =
    languages.status === 'success' && entries.length > 0
      ? {
          status: 'ready',
          data: searchLanguageList(entries, query).map((entry) => languageOptionOf(entry, locale)),
        }
      : languages.status === 'pending'
        ? { status: 'loading' }
        : {
            status: 'error',
            message: t('header.language.loadFailed'),
            onRetry: () => languages.refetch(),
          };

  // The language in use, as the list spells it: the session dialogs' (chosen, else the page's).
  const current = entries.find(
    (entry) =>
      languageChoiceOf(entry.iso).kind !== 'none' && sameTag(entry.iso, dialogLanguage.tag),
  );
  const outcomeEntry =
    entries.find((entry) => entry.iso === picked) ??
    (current !== undefined && languageChoiceOf(current.iso).kind === 'dialogs'
      ? current
      : undefined);
  const outcome = useOutcome(outcomeEntry, locale, t);

  const onChoose = (code: string) => {
    const choice = languageChoiceOf(code);
    if (choice.kind === 'page') {
      followPageLanguage();
      onClose();
      if (choice.locale !== locale) {
        const hash = location.hash === '' ? '' : `#${location.hash}`;
        void router.navigate({
          href: `${switchLocalePath(location.pathname, choice.locale)}${location.searchStr}${hash}`,
        });
      }
      return;
    }
    if (choice.kind === 'dialogs') chooseDialogLanguage(code);
    setPicked(code);
  };

  return (
    <LanguageDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      onCloseAutoFocus={(event) => {
        const opener = returnFocusTo();
        if (opener?.isConnected !== true || opener === document.body) return;
        event.preventDefault();
        opener.focus();
      }}
      labels={languageDialogLabelsOf(t)}
      state={state}
      query={query}
      onQueryChange={setQuery}
      value={current?.iso}
      onChoose={onChoose}
      outcome={outcome}
    />
  );
}

function sameTag(code: string, tag: InterfaceLocale): boolean {
  const choice = languageChoiceOf(code);
  return choice.kind === 'page'
    ? choice.locale === tag
    : choice.kind === 'dialogs' && choice.tag === tag;
}

/**
 * What the chosen language changed, in the page's language: for a language with texts, once its
 * texts are in (so the region is announced once, complete); for one without, at once.
 */
function useOutcome(
  entry: LanguageEntry | undefined,
  locale: PortalLocale,
  t: (key: string, values?: Record<string, string | number>) => string,
): LanguageDialogOutcome | undefined {
  const choice = entry === undefined ? undefined : languageChoiceOf(entry.iso);
  const tag = choice?.kind === 'dialogs' ? choice.tag : undefined;
  const [loaded, setLoaded] = useState<{ tag: InterfaceLocale; texts: string[] } | undefined>();
  useEffect(() => {
    if (tag === undefined) return;
    let live = true;
    void samplesOf(tag).then((texts) => {
      if (live) setLoaded({ tag, texts });
    });
    return () => {
      live = false;
    };
  }, [tag]);
  if (entry === undefined || choice === undefined || choice.kind === 'page') return undefined;
  const language = languageNameIn(entry, locale);
  if (choice.kind === 'none') return languageChoiceOutcomeOf(t, language);
  if (loaded?.tag !== choice.tag) return undefined;
  return languageChoiceOutcomeOf(t, language, {
    texts: loaded.texts,
    lang: choice.tag,
    dir: entry.direction,
  });
}
