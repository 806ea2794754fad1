import {
  INTERFACE_LOCALE_TAGS,
  interfaceLocaleCodeOf,
  interfaceLocaleOf,
  type InterfaceLocale,
} from '@portal/core/i18n';
import { directionOf, type PortalLocale } from '@portal/core';
import { useSyncExternalStore } from 'react';

/** Storage key of the session dialogs' language (a CMS code such as `fa`); never anything else. */
export const DIALOG_LANGUAGE_KEY = 'portal.sessionDialogLanguage';

/** The language the session dialogs read in (spec 001 §1, S4.7). */
export interface DialogLanguage {
  /** The CMS code the list uses (`en`, `ar`, `ptBR`). */
  readonly code: string;
  /** Its BCP 47 tag, for `lang` and the catalogues (`en`, `ar-AE`, `pt-BR`). */
  readonly tag: InterfaceLocale;
  readonly dir: 'ltr' | 'rtl';
}

const listeners = new Set<() => void>();
let chosen: string | undefined;
const snapshots = new Map<string, DialogLanguage>();

function readStored(): string | undefined {
  try {
    return window.localStorage.getItem(DIALOG_LANGUAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

function languageOf(code: string): DialogLanguage | undefined {
  let language = snapshots.get(code);
  if (!language) {
    const tag = interfaceLocaleOf(code);
    if (tag === undefined) return undefined;
    language = { code, tag, dir: directionOf(tag) === 'rtl' ? 'rtl' : 'ltr' };
    snapshots.set(code, language);
  }
  return language;
}

/** The code of a page language in the list (`ar-AE` → `ar`). */
function pageLanguageCode(locale: PortalLocale): string {
  return interfaceLocaleCodeOf(locale);
}

/**
 * The dialogs' language: the one chosen in a session dialog, kept for the next pages, else the
 * page's. Only a code of the 57 interface languages is ever used.
 */
export function dialogLanguageOf(locale: PortalLocale): DialogLanguage {
  chosen ??= readStored();
  const fromChoice = chosen === undefined ? undefined : languageOf(chosen);
  return fromChoice ?? languageOf(pageLanguageCode(locale)) ?? languageOf('en')!;
}

/** Chooses the dialogs' language (a code from the language list); unknown codes are ignored. */
export function chooseDialogLanguage(code: string): void {
  if (!(code in INTERFACE_LOCALE_TAGS)) return;
  chosen = code;
  try {
    window.localStorage.setItem(DIALOG_LANGUAGE_KEY, code);
  } catch {
    // Without storage the choice lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The dialogs' language, re-rendering when it is chosen. */
export function useDialogLanguage(locale: PortalLocale): DialogLanguage {
  return useSyncExternalStore(
    subscribe,
    () => dialogLanguageOf(locale),
    () => languageOf(pageLanguageCode(locale))!,
  );
}
