import { DEFAULT_SERVICE_SEGMENTS, type CallDefinition } from '@portal/core/client';
import type { Context, Hono } from 'hono';
import { accessRefusal, csrfRefusal, type Access } from './access';
import { answerMismatches, type AnswerCheck } from './answerCheck';
import { MAX_MULTIPART_BODY_BYTES, routeKey } from './bodySizeLimit';
import { readRequest } from './readRequest';
import { BUSINESS_REFUSALS } from '../refusals/business';
import { refuse } from './refuse';
import type { SessionVariables } from './sessions';

/** The Hono app every route module registers on. */
export type SandboxHono = Hono<{ Variables: SessionVariables }>;

/** The request context every handler receives. */
export type SandboxContext = Context<{ Variables: SessionVariables }>;

/**
 * The Hono route of a core call: service segments take their default names, every other `{name}`
 * becomes a route parameter (`{entity}` → `:entity`).
 */
export function routePathOf(call: Pick<CallDefinition<unknown, unknown>, 'path'>): string {
  return call.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    name in DEFAULT_SERVICE_SEGMENTS
      ? DEFAULT_SERVICE_SEGMENTS[name as keyof typeof DEFAULT_SERVICE_SEGMENTS]
      : `:${name}`,
  );
}

/** Options of {@link CallRouter.answer}. */
export interface AnswerOptions {
  /**
   * Default `user` for `/api/…` paths and `public` for `/pub/…` paths. A function decides per
   * request from its address (a CMS page group anyone may read), still before the request is read,
   * so a refused visitor gets 401 whatever else is wrong with the request.
   */
  readonly access?: Access | ((c: SandboxContext) => Access);
}

/** A handler gets the validated request; it answers with a Response (usually `c.json(...)`). */
export type CallHandler<TRequest> = (
  c: SandboxContext,
  request: TRequest,
) => Response | Promise<Response>;

/** Registers the sandbox's answers to core's calls and remembers which calls it answers. */
export interface CallRouter {
  readonly app: SandboxHono;
  /**
   * Registers the answer to one core call: its method, its path as core writes it, access control
   * and request validation with core's own schema. What the handler sends back is checked against
   * core's response schema too (see {@link AnswerCheck}).
   */
  answer<TRequest>(
    call: CallDefinition<TRequest, unknown>,
    handler: CallHandler<TRequest>,
    options?: AnswerOptions,
  ): void;
  /** Ids of the calls answered so far (the coverage test compares them with core's list). */
  readonly answered: ReadonlySet<string>;
  /**
   * Routes that take a body larger than the sandbox's default limit (multipart uploads), by
   * {@link routeKey}, with their limit in bytes; `bodySizeLimit` reads it.
   */
  readonly largerBodies: ReadonlyMap<string, number>;
}

/** How the router checks the sandbox's own answers. */
export interface CallRouterOptions {
  /** Default `strict`. */
  readonly answerCheck?: AnswerCheck;
  /** Where `warn` reports mismatches. */
  readonly log?: (line: string) => void;
}

/** Creates the router every route module registers its answers on. */
export function createCallRouter(app: SandboxHono, options: CallRouterOptions = {}): CallRouter {
  const answered = new Set<string>();
  const largerBodies = new Map<string, number>();
  const check = options.answerCheck ?? 'strict';
  return {
    app,
    answered,
    largerBodies,
    answer(call, handler, answerOptions = {}) {
      const accessOf = answerOptions.access ?? (call.path.startsWith('/pub/') ? 'public' : 'user');
      answered.add(call.id);
      const path = routePathOf(call);
      if (call.encoding === 'multipart')
        largerBodies.set(routeKey(call.method, path), MAX_MULTIPART_BODY_BYTES);
      app.on(call.method, path, async (c) => {
        const access = typeof accessOf === 'function' ? accessOf(c) : accessOf;
        const refusal = accessRefusal(c, access) ?? (call.csrf ? csrfRefusal(c) : undefined);
        if (refusal) return refusal;
        const request = await readRequest(c, call);
        if (!request.ok) return request.response;
        const response = await handler(c, request.value);
        if (check === 'off') return response;
        const mismatches = await answerMismatches(call, response);
        if (mismatches.length === 0) return response;
        const message = `Sandbox answer to ${call.id} does not match core's response schema: ${mismatches[0] ?? ''}`;
        if (check === 'warn') {
          options.log?.(message);
          return response;
        }
        return refuse(c, 500, BUSINESS_REFUSALS.sandboxFailed(message), mismatches);
      });
    },
  };
}
