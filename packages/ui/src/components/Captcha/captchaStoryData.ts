import { createTranslator, loadCatalogue } from '@portal/core/i18n';
import type { SandboxStoryContext } from '../../storybook/sandboxStory';
import type { CaptchaProvider } from './CaptchaProvider';

/** Stories only: the sandbox's provider in a mode, and the forms words of the story's language. */
export interface CaptchaStoryData {
  readonly provider: CaptchaProvider;
  readonly t: (key: string) => string;
}

export async function captchaStoryData(
  { captcha, locale }: SandboxStoryContext,
  mode: 'pass' | 'fail' | 'expired' = 'pass',
): Promise<CaptchaStoryData> {
  const i18n = createTranslator({ locale, loader: loadCatalogue });
  await i18n.load('forms');
  return { provider: captcha(mode), t: i18n.t };
}
