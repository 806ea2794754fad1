import { analyticsProvider, type AnalyticsProvider } from './analyticsProvider';
import { createAnalyticsQueue } from './analyticsQueue';
import { setAnalyticsSink } from './track';

/**
 * Plugs the analytics queue in as `track()`'s sink, sending to `provider` (the app's configured
 * one), and sends what is gathered when the page is hidden or left. Its own chunk, loaded after the
 * first render: events with consent before it wait in `track()`. Returns what undoes it.
 */
export function startAnalytics(provider: AnalyticsProvider = analyticsProvider): () => void {
  const queue = createAnalyticsQueue({ provider, siteOrigin: window.location.origin });
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') queue.flush(true);
  };
  const onPageHide = () => queue.flush(true);
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);
  setAnalyticsSink(queue.add);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onPageHide);
    queue.flush(true);
    setAnalyticsSink(undefined);
  };
}
