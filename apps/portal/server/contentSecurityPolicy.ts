export interface ContentSecurityPolicyOptions {
  /** `'sha256-…'` sources of the build's inline scripts (`serverManifest.ts`). */
  readonly scriptHashes: readonly string[];
  /** Origins images may come from besides the site's own (CMS images on a CDN). */
  readonly imageOrigins: readonly string[];
  /** Served over https: ask the browser to fetch any `http:` subresource over https. */
  readonly https: boolean;
}

/**
 * The site's Content-Security-Policy (issue T). Scripts: the site's own files and exactly the
 * build's inline scripts, by hash, computed at build time from the built pages; no
 * `'unsafe-inline'`, no `eval`. Nothing may frame the portal (`frame-ancestors 'none'`, against
 * clickjacking), no plugins, no `<base>` pointing elsewhere, forms post only to the site.
 *
 * Choice: `style-src` keeps `'unsafe-inline'`. The prerendered markup carries `style` attributes
 * (React's), Radix's scroll lock adds a `<style>` element at run time, and the sandbox's own pages
 * (sign-in, payment, proxied on this origin) carry one; a style cannot run code, and script
 * injection, what CSP is chiefly for, stays closed.
 */
export function contentSecurityPolicy(options: ContentSecurityPolicyOptions): string {
  const directives: (readonly [string, ...string[]])[] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...options.scriptHashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...options.imageOrigins],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (options.https) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}
