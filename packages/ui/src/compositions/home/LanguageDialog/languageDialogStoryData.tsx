import type { PortalLocale } from '@portal/core';
import type { LanguageEntry } from '@portal/core/api/portal';
import {
  createTranslator,
  languageNameIn,
  loadCatalogue,
  type Translator,
} from '@portal/core/i18n';
import { searchLanguageList } from '@portal/core';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { DataState } from '../../../components/DataStateView';
import { sandboxData } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { homeStoryT } from '../homeStoryWords';
import {
  languageChoiceOutcomeOf,
  languageDialogLabelsOf,
  languageOptionOf,
} from '../views/languageDialog';
import {
  LanguageDialog,
  type LanguageDialogOption,
  type LanguageDialogOutcome,
  type LanguageDialogProps,
} from './LanguageDialog';

/** The session catalogue of French and Persian, for the outcome stories' samples. */
export async function chosenWordsLoader(): Promise<{ chosen: Record<string, Translator['t']> }> {
  const chosen: Record<string, Translator['t']> = {};
  for (const tag of ['fr', 'fa']) {
    const translator = createTranslator({ locale: tag, loader: loadCatalogue });
    await translator.load('session');
    chosen[tag] = translator.t;
  }
  return { chosen };
}

/**
 * What the app says after a choice, written from the same catalogues: the page-language sentences
 * and, for a language with session catalogues, the dialogs' titles as they now read.
 */
export function storyOutcomeOf(
  loaded: Record<string, unknown>,
  entry: LanguageEntry | undefined,
  locale: PortalLocale,
): LanguageDialogOutcome | undefined {
  if (entry === undefined) return undefined;
  const t = homeStoryT(loaded);
  const language = languageNameIn(entry, locale);
  const chosen = (loaded['chosen'] as Record<string, Translator['t']> | undefined)?.[entry.iso];
  return languageChoiceOutcomeOf(
    t,
    language,
    chosen === undefined
      ? undefined
      : {
          texts: [chosen('lockWarning.title'), chosen('unlocksession.setupPinModal.title')],
          lang: entry.iso,
          dir: entry.direction,
        },
  );
}

export interface LanguageDialogStoryProps {
  readonly args: LanguageDialogProps;
  readonly loaded: Record<string, unknown>;
  readonly globals: Record<string, unknown>;
  /** The language already chosen when the story opens (its outcome shown). */
  readonly chosen?: string;
}

/**
 * The dialog as the app holds it: the sandbox's list (or the story's state), the search filtered by
 * core's `searchLanguageList`, the choice kept and its outcome shown.
 */
export function LanguageDialogStory({ args, loaded, globals, chosen }: LanguageDialogStoryProps) {
  const locale = storyLocale(globals);
  const t = homeStoryT(loaded);
  const [open, setOpen] = useState(args.open);
  const [query, setQuery] = useState(args.query);
  const [value, setValue] = useState(chosen ?? args.value);
  const data = 'sandbox' in loaded ? sandboxData<LanguageEntry[] | Error>(loaded) : undefined;
  const entries = Array.isArray(data) ? data : [];
  const state: DataState<readonly LanguageDialogOption[]> =
    data === undefined
      ? args.state
      : data instanceof globalThis.Error
        ? { status: 'error', message: t('sessionDialog.languagesFailed'), onRetry: fn() }
        : {
            status: 'ready',
            data: searchLanguageList(data, query).map((entry) => languageOptionOf(entry, locale)),
          };
  const outcomeEntry =
    value === 'en' || value === 'ar' ? undefined : entries.find((entry) => entry.iso === value);
  return (
    <LanguageDialog
      {...args}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        args.onOpenChange(next);
      }}
      labels={languageDialogLabelsOf(t)}
      state={state}
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        args.onQueryChange(next);
      }}
      value={value}
      onChoose={(code) => {
        setValue(code);
        args.onChoose(code);
      }}
      outcome={storyOutcomeOf(loaded, outcomeEntry, locale)}
    />
  );
}
