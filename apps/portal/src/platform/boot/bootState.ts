import { SESSION_HINT_COOKIE, SESSION_HINT_VALUES, TOP_BANNER_HIDE_COOKIE } from '@portal/core';
import { SIGNED_IN_ATTRIBUTE } from '../session/sessionHint.ts';

/** On `<html>` from the first paint when the reader closed the home page's announcement before. */
export const TOP_BANNER_HIDDEN_ATTRIBUTE = 'data-top-banner-hidden';

/**
 * A prerendered page is drawn for a visitor who has closed nothing. This script, inline in `<head>`
 * (vite.config.ts), marks `<html>` before the first paint with what this browser already holds: the
 * server's session hint cookie (`sessionHint.ts`) and the announcement's `hide` cookie (spec 001 §2). The app's
 * stylesheet hides the visitor's parts and the announcement accordingly, so neither shows for a
 * moment to someone it is not for: the session mark follows the hint (`writeSessionHint`), the
 * announcement's is taken off once its slot reads the cookie itself.
 */
export function bootStateScript(): string {
  // Core's `showsTopBanner` as a pattern (a script in <head> cannot import core): the cookie is
  // there under its name, spaces around the name ignored, with any value or none. The boot tests
  // hold the two to the same answer over every cookie string of a small alphabet.
  const cookie = new RegExp(`(?:^|;)\\s*${TOP_BANNER_HIDE_COOKIE}\\s*(?:=|;|$)`).source;
  // Core's `sessionHintOf` as a loop (the first cookie of the name decides, its trimmed value one
  // of the signed-in kinds); the boot tests hold the two to the same answer over a small alphabet.
  const signedInValue = new RegExp(`^(?:${SESSION_HINT_VALUES.join('|')})$`).source;
  return (
    `(function(h){var c='';try{c=document.cookie}catch(e){}` +
    `for(var p=c.split(';'),i=0;i<p.length;i++){var e=p[i].indexOf('='),` +
    `k=(e<0?p[i]:p[i].slice(0,e)).trim();if(k!==${JSON.stringify(SESSION_HINT_COOKIE)})continue;` +
    `if(/${signedInValue}/.test(e<0?'':p[i].slice(e+1).trim()))` +
    `h.setAttribute(${JSON.stringify(SIGNED_IN_ATTRIBUTE)},'');break}` +
    `if(new RegExp(${JSON.stringify(cookie)}).test(c))` +
    `h.setAttribute(${JSON.stringify(TOP_BANNER_HIDDEN_ATTRIBUTE)},'')})(document.documentElement);`
  );
}

/** Takes a boot mark off `<html>` once the part it stood in for reads the browser itself. */
export function clearBootMark(attribute: string): void {
  document.documentElement.removeAttribute(attribute);
}
