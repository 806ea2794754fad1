import { Direction } from 'radix-ui';
import type { ReactNode } from 'react';

export interface UiProviderProps {
  /** Writing direction of the page; Radix primitives (menus, sliders, tabs) mirror with it. */
  readonly dir: 'ltr' | 'rtl';
  readonly children: ReactNode;
}

/**
 * Context every @portal/ui tree sits in. Radix reads direction from context, not from the DOM, so the
 * document's own `dir` (set by the app from the locale) must be passed here as well.
 */
export function UiProvider({ dir, children }: UiProviderProps) {
  return <Direction.Provider dir={dir}>{children}</Direction.Provider>;
}
