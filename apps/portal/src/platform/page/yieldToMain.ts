/**
 * Lets the browser paint and handle input before the next step (a new task): the app's start is
 * staged so that no single task runs all of it (total blocking time on a phone's slower CPU).
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
