import { useMemo, type ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';
import { sanitizeCmsHtml } from './sanitizeCmsHtml';
import { useSafeHtmlWindow } from './SafeHtmlWindow';

export interface SafeHtmlProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /** HTML from the CMS, untrusted. It is sanitised before it reaches the page. */
  readonly html: string;
  /**
   * Other https origins the content's links may lead to, each like `https://www.darb.ae`. Links
   * anywhere else lose their href (their words stay). Default: none, only the portal's own origin.
   */
  readonly allowedOrigins?: readonly string[];
  /**
   * Other https origins the content's images may be loaded from, each like
   * `https://cdn.portal.example`. Images anywhere else, and `data:` images, are replaced by their
   * alternative text. Default: none, only the portal's own origin.
   */
  readonly imageOrigins?: readonly string[];
  /** The portal's own origin. Default: the page's (`location.origin`). */
  readonly origin?: string;
  /** Translated words read after each link that opens a new tab ("opens in a new tab"). */
  readonly newTabHint?: string;
}

/**
 * Untrusted CMS HTML (the Darb terms, S6.6) shown in the page's language and theme. Sanitised with
 * DOMPurify and core's `safeUrl` link check first (`sanitizeCmsHtml`); only the result is inserted.
 * Headings, paragraphs, lists, tables and links take the portal's typography and colours, since the
 * content's own classes and styles are removed. Drawn on a server, it is empty unless a
 * `SafeHtmlWindowProvider` gives it a window to sanitise in (and `origin` says the site's origin).
 */
export function SafeHtml({
  html,
  allowedOrigins,
  imageOrigins,
  origin,
  newTabHint,
  className,
  ...props
}: SafeHtmlProps) {
  const ownOrigin = origin ?? globalThis.location?.origin ?? '';
  // A server renderer's window (SafeHtmlWindowProvider); the page's own in a browser.
  const window = useSafeHtmlWindow();
  // The allow-lists are compared by value: a new array of the same origins does not sanitise again.
  const allowedKey = allowedOrigins?.join('\n') ?? '';
  const imageKey = imageOrigins?.join('\n') ?? '';
  const sanitised = useMemo(
    () =>
      ownOrigin === ''
        ? ''
        : sanitizeCmsHtml(html, {
            origin: ownOrigin,
            allowedOrigins: allowedKey === '' ? [] : allowedKey.split('\n'),
            imageOrigins: imageKey === '' ? [] : imageKey.split('\n'),
            newTabHint,
            window,
          }),
    [html, ownOrigin, allowedKey, imageKey, newTabHint, window],
  );
  return (
    <div
      data-slot="safe-html"
      className={cn(
        'min-w-0 text-body break-words text-ink',
        '[&>*:first-child]:mbs-0 [&>*:last-child]:mbe-0',
        '[&_h1]:mbs-8 [&_h1]:mbe-3 [&_h1]:text-display [&_h1]:font-bold',
        '[&_h2]:mbs-8 [&_h2]:mbe-3 [&_h2]:text-title [&_h2]:font-semibold',
        '[&_h3]:mbs-6 [&_h3]:mbe-2 [&_h3]:text-body [&_h3]:font-semibold',
        '[&_h4,&_h5,&_h6]:mbs-4 [&_h4,&_h5,&_h6]:mbe-2 [&_h4,&_h5,&_h6]:text-body [&_h4,&_h5,&_h6]:font-semibold',
        '[&_p]:my-3',
        '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:my-1',
        '[&_a[href]]:text-brand [&_a[href]]:underline [&_a[href]]:underline-offset-4',
        '[&_a[href]:hover]:no-underline',
        '[&_a[href]:focus-visible]:rounded-control [&_a[href]:focus-visible]:outline-2 [&_a[href]:focus-visible]:outline-offset-2 [&_a[href]:focus-visible]:outline-focus',
        '[&_table]:my-4 [&_table]:inline-full [&_table]:table-fixed [&_table]:border-collapse',
        '[&_td,&_th]:border [&_td,&_th]:border-line [&_td,&_th]:px-3 [&_td,&_th]:py-2 [&_td,&_th]:text-start [&_td,&_th]:align-top',
        '[&_th]:bg-surface [&_th]:font-semibold [&_caption]:pbe-2 [&_caption]:text-start [&_caption]:font-semibold',
        '[&_blockquote]:my-4 [&_blockquote]:border-s-4 [&_blockquote]:border-line [&_blockquote]:ps-4',
        '[&_img]:block-auto [&_img]:max-inline-full [&_hr]:my-6 [&_hr]:border-line',
        '[&_code]:rounded-control [&_code]:bg-surface [&_code]:px-1',
        '[&_pre]:overflow-x-auto [&_pre]:rounded-control [&_pre]:bg-surface [&_pre]:p-3',
        className,
      )}
      {...props}
      // The only place the content enters the page, and only after sanitising.
      dangerouslySetInnerHTML={{ __html: sanitised }}
    />
  );
}
