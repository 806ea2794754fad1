import { createTranslator, loadCatalogue } from '@portal/core/i18n';
import { storyLocale } from '../../storybook/storyLocale';
import type { CommunityT } from './views/translator';

/**
 * The `t` of the story's locale with the community, forms and common catalogues loaded: the
 * community stories' words come from core's catalogues, as in the app.
 */
export async function communityWordsLoader({
  globals,
}: {
  readonly globals: Record<string, unknown>;
}): Promise<{ t: CommunityT }> {
  const translator = createTranslator({ locale: storyLocale(globals), loader: loadCatalogue });
  await translator.load('community', 'forms', 'common');
  return { t: translator.t };
}

/** The loaded `t` of a story using {@link communityWordsLoader}. */
export function communityStoryT(loaded: Record<string, unknown>): CommunityT {
  const t = loaded['t'];
  if (typeof t !== 'function')
    throw new Error('communityStoryT: add `loaders: [communityWordsLoader]` to the story.');
  return t as CommunityT;
}
