import type { PortalLocale } from '@portal/core';
import type { PortalClient } from '@portal/core/client';
import type { CaptchaProvider } from '../components/Captcha';

/**
 * Story data from the sandbox's seeded world, not hand-written fixtures that drift from the contract.
 *
 * A story sets `parameters.sandbox` to a {@link SandboxStoryData}; the Storybook preview (which, unlike
 * this package, may depend on `@portal/sandbox`) runs a fresh in-browser sandbox for the story, calls
 * `load` with a core client talking to it, and hands the result to the story as `loaded.sandbox`.
 * Components still receive plain props: the story does the wiring the app would.
 *
 * @example
 * export const Content: Story = {
 *   parameters: sandboxStory({ as: 'normal', load: ({ client }) => getApplications(client, {}) }),
 *   render: (args, { loaded }) => <ApplicationList {...args} items={sandboxData(loaded)} />,
 * };
 */
export interface SandboxStoryData<T = unknown> {
  /** Who the story's session is: a visitor (default) or the signed-in demo user. */
  readonly as?: 'visitor' | 'normal' | 'long';
  /** Seed of the world (default 1); the same seed always gives the same data. */
  readonly seed?: number;
  /** Reads what the story shows, through core, as the app would. */
  readonly load: (context: SandboxStoryContext) => Promise<T>;
}

export interface SandboxStoryContext {
  /** A core client for the story's language, talking to the story's own sandbox. */
  readonly client: PortalClient;
  /**
   * The same client, with every call answered by a sandbox fault (`503`, `business`,
   * `message=Closed today`, `latency=800`…), for error stories.
   */
  readonly clientWithFault: (fault: string) => PortalClient;
  /**
   * The sandbox's own captcha provider (`@portal/sandbox/captcha`), getting its tokens from the
   * story's sandbox and session, so a story's `shareBill` verifies them. `mode` forces every token's
   * mode: `pass` (default), `fail` (the server refuses the token) or `expired`.
   */
  readonly captcha: (mode?: 'pass' | 'fail' | 'expired') => CaptchaProvider;
  /** The story's portal locale (from the toolbar). */
  readonly locale: PortalLocale;
  /**
   * The fixed time the world is generated around (`SANDBOX_STORY_NOW`): relative dates ("2 days ago")
   * read the same in every run, so pictures compare.
   */
  readonly now: Date;
}

/**
 * The instant every story's sandbox lives at. Fixed, so generated dates, "due in 3 days" and relative
 * times never change between runs and the visual baselines hold.
 */
export const SANDBOX_STORY_NOW = new Date('2026-11-02T09:30:00+04:00');

/** Story parameters that ask the preview for sandbox data (typed helper). */
export function sandboxStory<T>(data: SandboxStoryData<T>): { sandbox: SandboxStoryData<T> } {
  return { sandbox: data };
}

/** The data a story's `load` returned, from the story context's `loaded`. */
export function sandboxData<T>(loaded: Record<string, unknown>): T {
  if (!('sandbox' in loaded))
    throw new Error('sandboxData: this story has no `parameters.sandbox` (use sandboxStory()).');
  return loaded['sandbox'] as T;
}
