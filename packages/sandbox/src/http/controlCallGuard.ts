import type { MiddlewareHandler } from 'hono';
import { CONTROL_HEADER } from './controlHeader';
import { refuseControl } from './refuse';

/** Methods that only read; every other method changes something. */
const READING_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a content type is JSON (`application/json`, `application/problem+json; charset=utf-8`). */
function isJson(contentType: string): boolean {
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || /^application\/[\w.+-]+\+json$/.test(mediaType);
}

const HOW_TO_CALL =
  'Send a JSON body (content-type: application/json) or the header x-sandbox-control: 1.';

/**
 * Guards the sandbox's state-changing control calls (`POST /__sandbox/reset`, fault rules, captcha
 * mode and tokens) against cross-site requests. A form on any other site can post to a sandbox on
 * 127.0.0.1 with the browser's cookies, but only as a "simple" request: a form's content type
 * (`application/x-www-form-urlencoded`, `multipart/form-data`, `text/plain`) and no custom header.
 * So a control call must carry a JSON body or {@link CONTROL_HEADER}; otherwise it is refused with
 * 415 when it has a body of another type, and 403 when it has none.
 */
export function controlCallGuard(): MiddlewareHandler {
  return async (c, next) => {
    if (READING_METHODS.has(c.req.method) || c.req.header(CONTROL_HEADER) === '1') return next();
    const contentType = c.req.header('content-type');
    if (contentType !== undefined && isJson(contentType)) return next();
    if (contentType !== undefined && contentType.trim() !== '') {
      return refuseControl(
        c,
        415,
        `Sandbox control calls do not take ${contentType.split(';')[0]?.trim() ?? contentType} (a form from another site could send it). ${HOW_TO_CALL}`,
      );
    }
    return refuseControl(
      c,
      403,
      `Sandbox control calls need proof that a script sent them, not a form on another site. ${HOW_TO_CALL}`,
    );
  };
}
