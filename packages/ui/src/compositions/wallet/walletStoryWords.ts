import { createTranslator, loadCatalogue, type Translator } from '@portal/core/i18n';
import { storyLocale } from '../../storybook/storyLocale';

/**
 * The `t` of the story's locale with the utilities, common and forms catalogues loaded, for the
 * wallet compositions' stories: their words come from core's catalogues, as in the app.
 * @example
 * loaders: [walletWordsLoader],
 * render: (args, { loaded }) => <WalletList labels={walletListLabelsOf(walletStoryT(loaded))} … />
 */
export async function walletWordsLoader({
  globals,
}: {
  readonly globals: Record<string, unknown>;
}): Promise<{ t: Translator['t'] }> {
  const translator = createTranslator({ locale: storyLocale(globals), loader: loadCatalogue });
  await translator.load('utilities', 'common', 'forms');
  return { t: translator.t };
}

/** The loaded `t` of a story using {@link walletWordsLoader}. */
export function walletStoryT(loaded: Record<string, unknown>): Translator['t'] {
  const t = loaded['t'];
  if (typeof t !== 'function')
    throw new Error('walletStoryT: add `loaders: [walletWordsLoader]` to the story.');
  return t as Translator['t'];
}
