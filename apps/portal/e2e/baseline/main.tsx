import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * The yardstick of issue K's LCP bar: what Vite's React template draws (a heading and a line of
 * text), with nothing of the portal. Built and audited in the same Lighthouse run as the portal's
 * pages (e2e/harness/baselinePage.ts), so both are measured on the same machine under the same load.
 */
function EmptyPage() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
      <h1>Vite + React</h1>
      <p>Edit src/App.tsx and save to test HMR.</p>
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <EmptyPage />
  </StrictMode>,
);
