import { createTranslator, loadCatalogue, type Translator } from '@portal/core/i18n';
import { storyLocale } from '../../storybook/storyLocale';

/**
 * The `t` of the story's locale with the shell, session and common catalogues loaded, for the shell
 * compositions' stories: their words come from core's catalogues, as in the app.
 * @example
 * loaders: [shellWordsLoader],
 * render: (args, { loaded }) => <SignOutDialog labels={signOutLabelsOf(loaded.t)} … />
 */
export async function shellWordsLoader({
  globals,
}: {
  readonly globals: Record<string, unknown>;
}): Promise<{ t: Translator['t'] }> {
  const translator = createTranslator({ locale: storyLocale(globals), loader: loadCatalogue });
  await translator.load('shell', 'session', 'common');
  return { t: translator.t };
}

/** The loaded `t` of a story using {@link shellWordsLoader}. */
export function storyT(loaded: Record<string, unknown>): Translator['t'] {
  const t = loaded['t'];
  if (typeof t !== 'function')
    throw new Error('storyT: add `loaders: [shellWordsLoader]` to the story.');
  return t as Translator['t'];
}
