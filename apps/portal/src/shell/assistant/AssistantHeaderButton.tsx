import { assistantPanel } from '../../platform/assistant/assistantPanelState';

export interface AssistantHeaderButtonProps {
  /** The button's name ("Ask the assistant"), also its tooltip. */
  readonly label: string;
}

/**
 * The assistant from every page (SCREENS.md S9.1): a header control that opens the conversation's
 * panel (`AssistantPanel`, loaded by the shell). In the header rather than floating over the page,
 * so it never hides content or another control (a cookie notice's button, a form's last field) at
 * any width or text size. A 44 px icon button named by its label (a word would wrap the header's
 * row beside the search box). The chat page has none: it is the conversation.
 */
export function AssistantHeaderButton({ label }: AssistantHeaderButtonProps) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      title={label}
      onClick={() => assistantPanel.setOpen(true)}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-control border border-line text-ink hover:bg-surface focus-visible:outline-2 focus-visible:outline-focus"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5 shrink-0 rtl:-scale-x-100"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12Z" />
        <path d="M8.5 11h.01M12 11h.01M15.5 11h.01" />
      </svg>
      <span className="sr-only">{label}</span>
    </button>
  );
}
