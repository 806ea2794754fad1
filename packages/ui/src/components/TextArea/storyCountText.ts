import { storyLocale } from '../../storybook/storyLocale';
import type { CharacterCount } from './TextArea';

/** Stories only: count words as an app would write them (from its catalogue, with plural rules). */
export function storyCountText(globals: Record<string, unknown>) {
  return ({ remaining }: CharacterCount) => {
    const count = Math.abs(remaining);
    if (storyLocale(globals) === 'ar-AE') {
      return remaining >= 0 ? `متبقٍ لك ${count} حرفًا` : `لقد تجاوزت الحد بـ ${count} حرفًا`;
    }
    const unit = count === 1 ? 'character' : 'characters';
    return remaining >= 0
      ? `You have ${count} ${unit} remaining`
      : `You have ${count} ${unit} too many`;
  };
}
