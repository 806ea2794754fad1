import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';
import { MAX_UPLOAD_BYTES } from '../state/uploads';
import { VALIDATION_REFUSALS } from '../refusals/validation';
import { refuse } from './refuse';

/**
 * Largest request body the sandbox reads, in bytes. Choice: 1 MB. Every JSON call of the contract
 * fits in a few kilobytes (a draft, the largest, is capped at 256 KB); without a limit one 150 MB
 * post was buffered whole before anything looked at it.
 */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Largest multipart body (the upload call): the 10 MB file plus room for the form's boundaries and
 * fields, so a file just over 10 MB still reaches the upload's own, more precise refusal.
 */
export const MAX_MULTIPART_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

/** The key of a route in {@link bodySizeLimit}'s table: `POST /api/file/fu-avs/upload`. */
export function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}

/**
 * Refuses a body larger than its route allows with 413, before any handler parses it: by
 * `Content-Length` when the request gives one, else by counting the bytes as they stream in (a
 * chunked body), so an oversized body is never buffered past the limit. Hono's `bodyLimit` does
 * the counting. The limit is {@link MAX_BODY_BYTES} unless `largerBodies` (filled by the call router
 * as it registers multipart calls) names the matched route.
 */
export function bodySizeLimit(largerBodies: ReadonlyMap<string, number>): MiddlewareHandler {
  const limiters = new Map<number, MiddlewareHandler>();
  const limiterOf = (maxSize: number): MiddlewareHandler => {
    let limiter = limiters.get(maxSize);
    if (!limiter) {
      limiter = bodyLimit({
        maxSize,
        onError: (c) => refuse(c, 413, VALIDATION_REFUSALS.bodyTooLarge(maxSize)),
      });
      limiters.set(maxSize, limiter);
    }
    return limiter;
  };
  return async (c, next) => {
    let maxSize = MAX_BODY_BYTES;
    for (const route of matchedRoutes(c)) {
      const larger = largerBodies.get(routeKey(route.method, route.path));
      if (larger !== undefined) maxSize = Math.max(maxSize, larger);
    }
    return limiterOf(maxSize)(c, next);
  };
}
