import { createTranslator, loadCatalogue, type Translator } from '@portal/core/i18n';
import { storyLocale } from '../../storybook/storyLocale';

/**
 * Storybook loader: the session catalogue of the toolbar's language, so the session stories read
 * core's real words in English and Arabic (`loaders: [sessionWordsLoader]`).
 */
export async function sessionWordsLoader({
  globals,
}: {
  readonly globals: Record<string, unknown>;
}): Promise<{ t: Translator['t'] }> {
  const translator = createTranslator({ locale: storyLocale(globals), loader: loadCatalogue });
  await translator.load('session');
  return { t: translator.t };
}

/** The `t` a story's `sessionWordsLoader` loaded. */
export function sessionT(loaded: Record<string, unknown>): Translator['t'] {
  const t = loaded['t'];
  if (typeof t !== 'function')
    throw new Error('sessionT: add `loaders: [sessionWordsLoader]` to the story.');
  return t as Translator['t'];
}
