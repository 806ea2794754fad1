import { useEffect } from 'react';

/**
 * Sets the page's `<meta name="description">` (what search engines show under its title) while the
 * page is shown, and puts the previous one back when it goes. `undefined` leaves it as it is.
 */
export function useDocumentDescription(description: string | undefined): void {
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
