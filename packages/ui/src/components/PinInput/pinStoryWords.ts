import { storyLocale } from '../../storybook/storyLocale';

/** Stories' name of one PIN box, in the toolbar's language (the caller's words in an app). */
export function storyDigitLabel(globals: Record<string, unknown>) {
  return (position: number, length: number) =>
    storyLocale(globals) === 'ar-AE'
      ? `الرقم ${position} من ${length}`
      : `Digit ${position} of ${length}`;
}
