import { englishComponentWords, type ComponentWords } from '@portal/core';
import { createContext, useContext } from 'react';

/**
 * The words components say on their own when their label prop is left out (a dialog's close
 * button, a PIN box's digit, a pager's links), set by `UiProvider` from its locale.
 */
export const ComponentWordsContext = createContext<ComponentWords | undefined>(undefined);

let english: ComponentWords | undefined;

/**
 * The words of the nearest `UiProvider`; outside one, core's English words, so a component is
 * never nameless. Only the English words are reached from here: a component's import does not
 * carry the Arabic ones, which come with `UiProvider`.
 */
export function useComponentWords(): ComponentWords {
  return useContext(ComponentWordsContext) ?? (english ??= englishComponentWords());
}
