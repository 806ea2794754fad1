import { createTranslator, loadCatalogue, type Translator } from '@portal/core/i18n';
import { storyLocale } from '../../storybook/storyLocale';

/**
 * The `t` of the story's locale with the home, session, common and locker catalogues loaded (the
 * home's space widget is the locker's), for the home compositions' stories: their words come from
 * core's catalogues, as in the app.
 */
export async function homeWordsLoader({
  globals,
}: {
  readonly globals: Record<string, unknown>;
}): Promise<{ t: Translator['t'] }> {
  const translator = createTranslator({ locale: storyLocale(globals), loader: loadCatalogue });
  await translator.load('home', 'session', 'common', 'locker');
  return { t: translator.t };
}

/** The loaded `t` of a story using {@link homeWordsLoader}. */
export function homeStoryT(loaded: Record<string, unknown>): Translator['t'] {
  const t = loaded['t'];
  if (typeof t !== 'function') throw new Error('homeStoryT: add `loaders: [homeWordsLoader]`.');
  return t as Translator['t'];
}
