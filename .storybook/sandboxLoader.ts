import { createPortalClient } from '@portal/core/client';
import type { Loader } from '@storybook/react-vite';
import {
  SANDBOX_STORY_NOW,
  type SandboxStoryData,
} from '../packages/ui/src/storybook/sandboxStory';
import { storyLocale } from '../packages/ui/src/storybook/storyLocale';

let sessionCounter = 0;

/**
 * Runs a story's `parameters.sandbox.load` against a fresh in-browser sandbox (its Hono app called
 * directly, no network) and returns the result as `loaded.sandbox`. Each story gets its own session,
 * so a story that changes state (discarding a draft, say) never shows in another.
 */
export const sandboxLoader: Loader = async (context) => {
  const data = context.parameters['sandbox'] as SandboxStoryData | undefined;
  if (!data) return {};
  // Imported on demand: the preview is loaded for every story file, most of which need no data.
  const [{ createSandbox, FAULT_HEADER, SESSION_HEADER }, { createSandboxCaptchaProvider }] =
    await Promise.all([import('@portal/sandbox'), import('@portal/sandbox/captcha')]);
  const locale = storyLocale(context.globals);
  const app = createSandbox({
    seed: data.seed ?? 1,
    now: () => SANDBOX_STORY_NOW,
    startAs: data.as ?? 'visitor',
  });
  sessionCounter += 1;
  const session = `story-${sessionCounter}`;
  const clientFor = (headers: Record<string, string>) =>
    createPortalClient({
      baseUrl: 'http://sandbox.story',
      lang: locale === 'ar-AE' ? 'ar' : 'en',
      headers: { [SESSION_HEADER]: session, ...headers },
      retry: { limit: 0 },
      fetch: async (request: Request) => app.fetch(request),
    });
  const sandbox = await data.load({
    client: clientFor({}),
    clientWithFault: (fault) => clientFor({ [FAULT_HEADER]: fault }),
    captcha: (mode = 'pass') =>
      createSandboxCaptchaProvider({
        baseUrl: 'http://sandbox.story',
        headers: { [SESSION_HEADER]: session },
        mode,
        fetch: async (request: Request) => app.fetch(request),
      }),
    locale,
    now: SANDBOX_STORY_NOW,
  });
  return { sandbox };
};
