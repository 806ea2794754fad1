import { componentWordsOf, type ComponentWords } from '@portal/core';
import { Direction } from 'radix-ui';
import { useMemo, type ReactNode } from 'react';
import { ComponentWordsContext } from './componentWords';

export interface UiProviderProps {
  /** Writing direction of the page; Radix primitives (menus, sliders, tabs) mirror with it. */
  readonly dir: 'ltr' | 'rtl';
  /**
   * The page's language (a BCP 47 tag: `'en'`, `'ar-AE'`). The components' own words (close
   * buttons, loading, retry, pager, PIN digits, the bell's count…) come from @portal/core's
   * catalogues in it: Arabic for Arabic tags, English otherwise. Omitted: Arabic when `dir` is
   * `'rtl'`, English when `'ltr'`.
   */
  readonly locale?: string;
  /**
   * Words to use instead of core's, for a language core has no words for or a house style. A
   * component's own label prop still wins over both.
   */
  readonly words?: Partial<ComponentWords>;
  readonly children: ReactNode;
}

/**
 * Context every @portal/ui tree sits in. Radix reads direction from context, not from the DOM, so the
 * document's own `dir` (set by the app from the locale) must be passed here as well. It also hands
 * every component the words it says on its own, so a component needs no label prop to be named.
 */
export function UiProvider({ dir, locale, words, children }: UiProviderProps) {
  const language = locale ?? (dir === 'rtl' ? 'ar' : 'en');
  const value = useMemo(
    () =>
      words === undefined
        ? componentWordsOf(language)
        : { ...componentWordsOf(language), ...words },
    [language, words],
  );
  return (
    <Direction.Provider dir={dir}>
      <ComponentWordsContext.Provider value={value}>{children}</ComponentWordsContext.Provider>
    </Direction.Provider>
  );
}
