/**
 * Whether the assistant's panel is open (SCREENS.md S9.1): a flag of its own, so the header's
 * control and the home page's `?action=` can open the panel without pulling the conversation, the
 * provider or their schemas into every page's first script (the panel loads them when it opens).
 */
let open = false;
const listeners = new Set<() => void>();

export const assistantPanel = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isOpen(): boolean {
    return open;
  },
  setOpen(next: boolean): void {
    if (open === next) return;
    open = next;
    for (const listener of listeners) listener();
  },
};
