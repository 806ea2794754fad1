import { createTranslator, loadCatalogue, type Translator } from '@portal/core/i18n';
import { storyLocale } from './storyLocale';

/**
 * A story loader giving the `t` of the story's locale with the named catalogues loaded, so a
 * story's words come from core's catalogues, as in the app.
 */
export function catalogueWordsLoader(...namespaces: Parameters<Translator['load']>) {
  return async ({
    globals,
  }: {
    readonly globals: Record<string, unknown>;
  }): Promise<{ t: Translator['t'] }> => {
    const translator = createTranslator({ locale: storyLocale(globals), loader: loadCatalogue });
    await translator.load(...namespaces);
    return { t: translator.t };
  };
}

/** The loaded `t` of a story using {@link catalogueWordsLoader}. */
export function catalogueStoryT(loaded: Record<string, unknown>): Translator['t'] {
  const t = loaded['t'];
  if (typeof t !== 'function')
    throw new Error('catalogueStoryT: add `loaders: [catalogueWordsLoader(...)]` to the story.');
  return t as Translator['t'];
}
