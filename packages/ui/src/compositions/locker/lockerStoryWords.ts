import { createTranslator, loadCatalogue } from '@portal/core/i18n';
import { storyLocale } from '../../storybook/storyLocale';
import type { LockerT } from './views/translator';

/**
 * The `t` of the story's locale with the locker and common catalogues loaded: the locker stories'
 * words come from core's catalogues, as in the app.
 */
export async function lockerWordsLoader({
  globals,
}: {
  readonly globals: Record<string, unknown>;
}): Promise<{ t: LockerT }> {
  const translator = createTranslator({ locale: storyLocale(globals), loader: loadCatalogue });
  await translator.load('locker', 'common');
  return { t: translator.t };
}

/** The loaded `t` of a story using {@link lockerWordsLoader}. */
export function lockerStoryT(loaded: Record<string, unknown>): LockerT {
  const t = loaded['t'];
  if (typeof t !== 'function')
    throw new Error('lockerStoryT: add `loaders: [lockerWordsLoader]` to the story.');
  return t as LockerT;
}

/** The story's sandbox client as the signed-in demo user (the applications calls name the user). */
export { asDemoUser } from '../../storybook/demoUser';
