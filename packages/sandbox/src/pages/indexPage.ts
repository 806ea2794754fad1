import type { SandboxHono } from '../http/callRouter';
import { FAULT_HEADER, FAULT_QUERY, MAX_FAULT_LATENCY_MS } from '../http/faults';
import { MAX_BODY_BYTES } from '../http/bodySizeLimit';
import { CONTROL_HEADER } from '../http/controlHeader';
import { SESSION_COOKIE, SESSION_HEADER } from '../http/sessions';
import { DEMO_OTP_CODE, DEMO_PIN, DEMO_USER } from '../state/identity';
import { escapeHtml, renderPage } from './html';

interface IndexContext {
  readonly seed: number;
  /** The configured latency in words ("150–600 ms", "off"). */
  readonly latency: string;
}

/** The sandbox's home page: what it is, the demo user, the test codes, the fault switches and every endpoint. */
export function renderIndexPage(app: SandboxHono, context: IndexContext): string {
  const seen = new Set<string>();
  const unique = app.routes
    .filter((route) => route.method !== 'ALL')
    .filter(
      (route) =>
        !seen.has(`${route.method} ${route.path}`) && seen.add(`${route.method} ${route.path}`),
    )
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  const rows = unique
    .map(
      (route) =>
        `<tr><td><code>${escapeHtml(route.method)}</code></td><td><code>${escapeHtml(route.path)}</code></td></tr>`,
    )
    .join('\n');
  return renderPage(
    { lang: 'en', theme: 'light' },
    'Portal sandbox',
    `<h1>Portal sandbox</h1>
<p>A stateful simulator of the portal's backend for development, Storybook and contract tests. Seed <code>${context.seed}</code>.
Every browser gets its own world (cookie <code>${SESSION_COOKIE}</code>); tests may pick one with the <code>${SESSION_HEADER}</code> header.</p>
<h2>Demo user and test codes</h2>
<dl>
<dt>User</dt><dd>${escapeHtml(DEMO_USER.fullName.en)} · ${escapeHtml(DEMO_USER.fullName.ar)}</dd>
<dt>Emirates ID</dt><dd><code>${escapeHtml(DEMO_USER.nationalId)}</code></dd>
<dt>Unlock PIN</dt><dd><code>${DEMO_PIN}</code> (the third wrong PIN signs out; after a wrong PIN the next waits 3 s, then 6 s)</dd>
<dt>OTP code</dt><dd><code>${DEMO_OTP_CODE}</code></dd>
</dl>
<h2>Sign-in and sessions</h2>
<p>A new browser is a visitor. Sign in at <code>/api/smartpass/demo-login?provider=uaepass&amp;redirectUrl=/en/</code>: a page (English or Arabic)
lets you choose a <strong>normal</strong> session (full header with the bell) or a <strong>Stay Signed-In</strong> session (reduced header, lock and unlock).
Add <code>&amp;session=normal</code> or <code>&amp;session=long</code> to skip the page. Sign out with <code>/api/smartpass/demo-logout</code>.
<code>PORTAL_SANDBOX_START_SIGNED_IN=normal|long</code> starts new browsers signed in.
The sandbox keeps its own idle deadline: 30 minutes after the last <code>POST /api/auth/session/activity</code>, the sign-in or the unlock,
a Stay Signed-In session is locked and a normal one signed out. <code>POST /__sandbox/clock</code> with <code>{"advanceMs": 1800000}</code>
(or <code>{"paused": true}</code>) moves your session's clock for tests; <code>DELETE</code> returns to the sandbox's.</p>
<h2>Latency</h2>
<p>The served sandbox waits ${escapeHtml(context.latency)} before each <code>/api</code> and <code>/pub</code> answer
(<code>PORTAL_SANDBOX_LATENCY=off</code>, <code>300</code> or <code>150-600</code>); a <code>latency=</code> fault replaces it.</p>
<h2>Fault switches</h2>
<p>Header <code>${FAULT_HEADER}</code> or query flag <code>${FAULT_QUERY}</code> on any <code>/api</code> or <code>/pub</code> request:
a status (<code>503</code>), <code>latency=800</code> (up to ${MAX_FAULT_LATENCY_MS} ms), <code>business</code>, <code>malformed</code>,
<code>message=Text</code>; combine with commas (a message runs to the end, or quote it: <code>message="Closed, sorry",503</code>). Standing rules: <code>POST /__sandbox/faults</code> with
<code>{"path": "/api/proxy/paymentHub/*", "fault": "503", "times": 1}</code>; <code>DELETE /__sandbox/faults</code> clears them.</p>
<h2>Captcha</h2>
<p>The provider in <code>@portal/sandbox/captcha</code> asks <code>POST /__sandbox/captcha/token</code> for a single-use token (2 minutes),
which <code>shareWaterElectricityBill</code> verifies. Its mode (<code>pass</code>, <code>fail</code>, <code>expired</code>): header
<code>x-sandbox-captcha</code> or query <code>__captcha</code> on the token request, or the session's standing mode,
<code>POST /__sandbox/captcha/mode</code> with <code>{"mode": "fail", "times": 1}</code> (<code>DELETE</code> clears it).</p>
<h2>Analytics</h2>
<p>The reference app's analytics provider posts its batches (<code>{"events": [...]}</code>, core's <code>analyticsBatchSchema</code>) to
<code>POST /__sandbox/analytics/events</code>; each session keeps its own, read with <code>GET</code> and emptied with <code>DELETE</code>.
A batch carrying a field outside the shape or a link with a query string or a personal segment is refused whole (422).</p>
<h2>Control</h2>
<p><code>POST /__sandbox/reset</code> (every world; <code>?scope=session</code> for yours), <code>GET /__sandbox/requests</code>,
<code>GET /__sandbox/calls</code>, <code>GET /__sandbox/health</code>. Every <code>POST</code> and <code>DELETE</code> under
<code>/__sandbox/</code> needs a JSON body (<code>content-type: application/json</code>) or the header <code>${CONTROL_HEADER}: 1</code>,
so a form on another site cannot reach it. Request bodies are limited to ${MAX_BODY_BYTES / 1024 / 1024} MB (uploads: 10 MB); larger ones get 413.</p>
<h2>Endpoints (${unique.length})</h2>
<table><thead><tr><th scope="col">Method</th><th scope="col">Path</th></tr></thead><tbody>
${rows}
</tbody></table>`,
  );
}
