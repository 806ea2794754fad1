import type { SanitizerWindow } from '@portal/ui';
import { JSDOM } from 'jsdom';

let window: SanitizerWindow | undefined;

/**
 * The server renderer's window, made once per process: where the CMS HTML of a page drawn on the
 * server (an information page, an announcement) is parsed and sanitised, as the browser does in its
 * own (`SafeHtmlWindowProvider`). jsdom because it is the DOM DOMPurify supports outside a browser;
 * it runs no script of the content (jsdom's default) and loads nothing. Imported only by
 * `prerender.tsx`, so it never reaches the browser's bundle.
 */
export function serverWindow(): SanitizerWindow {
  window ??= new JSDOM('<!doctype html>').window as unknown as SanitizerWindow;
  return window;
}
