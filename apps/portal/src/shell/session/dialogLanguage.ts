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
// `undefined`: storage not read yet; `null`: no choice, the dialogs follow the page.
let chosen: string | null | undefined;
const snapshots = new Map<string, DialogLanguage>();

function readStored(): string | null {
  try {
    return window.localStorage.getItem(DIALOG_LANGUAGE_KEY);
  } catch {
    return null;
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
  if (chosen === undefined) chosen = readStored();
  const fromChoice = chosen === null ? undefined : languageOf(chosen);
  return fromChoice ?? languageOf(pageLanguageCode(locale)) ?? languageOf('en')!;
}

/**
 * Chooses the dialogs' language: a code or tag from the language list (`ptBR` and `pt-BR` alike,
 * kept as the CMS code); a language without session catalogues is ignored. Returns whether it was
 * taken.
 */
export function chooseDialogLanguage(code: string): boolean {
  const tag = interfaceLocaleOf(code);
  if (tag === undefined) return false;
  const key = interfaceLocaleCodeOf(tag);
  if (!(key in INTERFACE_LOCALE_TAGS)) return false;
  chosen = key;
  try {
    window.localStorage.setItem(DIALOG_LANGUAGE_KEY, key);
  } catch {
    // Without storage the choice lasts for this page only.
  }
  listeners.forEach((listener) => listener());
  return true;
}

/**
 * Forgets the choice: the dialogs read in the page's language again (the change-language dialog
 * does this when English or Arabic is chosen).
 */
export function followPageLanguage(): void {
  chosen = null;
  try {
    window.localStorage.removeItem(DIALOG_LANGUAGE_KEY);
  } catch {
    // Nothing was kept.
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
