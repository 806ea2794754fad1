/**
 * Tiny HTML helpers for the sandbox's own pages (index, test payment page). No template engine: the
 * pages are small, and escaping every interpolated value in one place is what keeps them safe.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for use in HTML content and in quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** Language and theme of a sandbox page. */
export interface PageLook {
  readonly lang: 'en' | 'ar';
  readonly theme: 'light' | 'dark';
}

const MARKER_TEXT = {
  en: 'Sandbox — simulated backend, not a government system. No real money moves.',
  ar: 'بيئة تجريبية — خادم محاكى وليس نظامًا حكوميًا. لا تُحوَّل أي أموال حقيقية.',
} as const;

const STYLES = `
:root { color-scheme: light; --bg: #ffffff; --fg: #1a1a1a; --muted: #555555; --line: #d0d0d0;
  --accent: #0b5d8a; --accent-fg: #ffffff; --danger: #a4132b; --marker-bg: #fff4cc; --marker-fg: #3d2e00; }
[data-theme='dark'] { color-scheme: dark; --bg: #121417; --fg: #f1f1f1; --muted: #b8b8b8; --line: #3a3f45;
  --accent: #7cc4ee; --accent-fg: #0c1a22; --danger: #ff8d9e; --marker-bg: #4a3b00; --marker-fg: #fff4cc; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, 'Segoe UI', Tahoma, sans-serif; background: var(--bg); color: var(--fg); }
main { max-width: 48rem; margin: 0 auto; padding: 1.5rem; }
.sandbox-marker { margin: 0; padding: 0.5rem 1rem; background: var(--marker-bg); color: var(--marker-fg);
  font-weight: 600; text-align: center; border-block-end: 2px solid currentColor; }
a { color: var(--accent); }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: start; padding: 0.25rem 0.5rem; border-block-end: 1px solid var(--line); vertical-align: top; }
code { font-family: ui-monospace, monospace; font-size: 0.9em; overflow-wrap: anywhere; }
.muted { color: var(--muted); }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-block: 1.5rem; }
button { font: inherit; min-height: 44px; padding: 0.5rem 1.25rem; border-radius: 6px; cursor: pointer;
  border: 2px solid var(--accent); background: var(--bg); color: var(--accent); }
button.primary { background: var(--accent); color: var(--accent-fg); }
button.danger { border-color: var(--danger); color: var(--danger); }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; }
.amount { white-space: nowrap; }
nav.switch { display: flex; gap: 1rem; justify-content: flex-end; font-size: 0.9rem; }
`;

/**
 * A complete sandbox page: language and direction on `<html>`, the theme as `data-theme`, and the
 * "Sandbox" marker as the first thing on the page (a `role="note"` so screen readers announce it).
 */
export function renderPage(look: PageLook, title: string, body: string): string {
  const dir = look.lang === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${look.lang}" dir="${dir}" data-theme="${look.theme}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Sandbox</title>
<style>${STYLES}</style>
</head>
<body>
<p class="sandbox-marker" role="note">${escapeHtml(MARKER_TEXT[look.lang])}</p>
<main>
${body}
</main>
</body>
</html>`;
}
