import { documentAttributesOf, localeFromPathname } from '@portal/core';
import { yieldToMain } from './platform/page/yieldToMain';
import './styles.css';

// `<html lang dir>` before anything renders, from the address (the router may still rewrite it).
const locale = localeFromPathname(window.location.pathname);
if (locale) {
  const { lang, dir } = documentAttributesOf(locale);
  document.documentElement.lang = lang;
  document.documentElement.dir = dir;
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html lost its #root element');

// The start is staged so that no single task runs all of it: React DOM's code runs first, the
// router, query cache and shell next, then the first render or hydration, itself sliced (see
// startApp). Every chunk is already downloading in parallel: the loader in index.html asked for
// them all at once (build/bootLoader.ts).
const roots = await import('react-dom/client');
await yieldToMain();
const { startApp } = await import('./routes/startApp');
await yieldToMain();
await startApp(container, roots);
