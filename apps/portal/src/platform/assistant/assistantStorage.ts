/** sessionStorage key of the assistant's conversation (`assistantConversation.ts`). */
export const ASSISTANT_STORAGE_KEY = 'portal.assistant.conversation';

/**
 * Forgets this tab's conversation with the assistant (sign-out: the next person at this browser
 * must not read it). A module of its own, so the sign-out path does not load the conversation's
 * code; the page is left right after, so no conversation stays in memory.
 */
export function forgetAssistantConversation(
  storage: Pick<Storage, 'removeItem'> | undefined = globalThis.sessionStorage,
): void {
  try {
    storage?.removeItem(ASSISTANT_STORAGE_KEY);
  } catch {
    // A blocked storage kept nothing.
  }
}
