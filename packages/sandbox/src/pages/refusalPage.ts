import { escapeHtml, renderPage, type PageLook } from './html';

/** What a refusal page says, already in the page's language. */
export interface RefusalText {
  /** Heading and document title: what happened, in a few words. */
  readonly title: string;
  /** What went wrong and what to do next. */
  readonly message: string;
}

/** Where the refusal page leads back to. */
export interface BackLink {
  readonly href: string;
  readonly label: string;
}

/**
 * An error page of the sandbox's own pages (test payment page, demo sign-in): a heading, the reason
 * and a way back, in the page's language, direction and theme, never a raw JSON body. Sent with the
 * refusal's HTTP status, so a test or a crawler still sees what happened.
 */
export function renderRefusalPage(look: PageLook, text: RefusalText, back: BackLink): string {
  return renderPage(
    look,
    text.title,
    `<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.message)}</p>
<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p>`,
  );
}
