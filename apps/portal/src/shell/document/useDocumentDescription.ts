import { useEffect } from 'react';
import { usePrerender } from '../../platform/api/prerenderContext';

/**
 * Sets the page's `<meta name="description">` (what search engines show under its title) while the
 * page is shown, and puts the previous one back when it goes. `undefined` leaves it as it is. A page
 * rendered on the server reports it, so its HTML carries the same description.
 */
export function useDocumentDescription(description: string | undefined): void {
  const prerender = usePrerender();
  if (description !== undefined && description.trim() !== '') {
    prerender?.reportDescription(description);
  }
  useEffect(() => {
    if (description === undefined || description.trim() === '') return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = meta === null;
    if (meta === null) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
}
