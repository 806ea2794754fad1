/**
 * Fault injection: makes any backend path slow or failing on demand, so every loading and error state
 * of the portal can be shown in a browser, in Storybook and in tests.
 *
 * A fault is written as a short comma-separated list, the same in every place it can be given:
 *
 * - `503` (any status from 400 to 599): answer with that status and a `{ success: false, message }` body;
 * - `latency=800` (milliseconds, at most {@link MAX_FAULT_LATENCY_MS}): wait before answering;
 * - `business`: answer 200 with `{ success: false, message }` (a refusal inside a well-formed answer);
 * - `malformed`: answer 200 with an HTML page instead of JSON (what a misconfigured proxy sends);
 * - `message=Text`: the message used by a status or `business` fault. A message may contain commas:
 *   unquoted, it runs to the end of the fault (so write it last); quoted, `message="Closed, sorry"`, it
 *   ends at the closing quote and other tokens may follow (`""` inside the quotes is one `"`).
 *
 * Example: `x-sandbox-fault: 503,latency=1500` or `?__fault=latency=2000`.
 */

/** Longest injected latency; longer than any client time limit, short enough never to hang a test run. */
export const MAX_FAULT_LATENCY_MS = 60_000;

/** Request header that carries a fault for one request. */
export const FAULT_HEADER = 'x-sandbox-fault';

/** Query flag that carries a fault for one request (for links typed into a browser). */
export const FAULT_QUERY = '__fault';

/** One fault, as parsed from its written form. */
export interface Fault {
  /** Error status to answer with, 400–599. */
  readonly status?: number;
  /** Delay before answering, in ms. */
  readonly latencyMs?: number;
  /** Answer 200 with `success: false`. */
  readonly business?: boolean;
  /** Answer 200 with a body that is not JSON. */
  readonly malformed?: boolean;
  /** Message of an error answer; a default naming the fault is used otherwise. */
  readonly message?: string;
}

/** A parsed fault, or the problem with how it was written. */
export type FaultParse = { ok: true; fault: Fault } | { ok: false; problem: string };

/** Longest message kept; a fault is a test switch, not a place for documents. */
const MAX_MESSAGE_LENGTH = 500;

const MESSAGE_KEY = /^\s*message\s*=/i;

/** The comma-separated tokens of a fault, with its message taken out whole (it may contain commas). */
type FaultTokens =
  { ok: true; tokens: string[]; message: string | undefined } | { ok: false; problem: string };

/**
 * Splits a fault into tokens. A `message=` is read before splitting on commas, because a message
 * is prose: unquoted it takes the rest of the text, quoted it ends at its closing quote.
 */
function splitFault(text: string): FaultTokens {
  const tokens: string[] = [];
  let message: string | undefined;
  let rest = text;
  while (rest !== '') {
    const key = MESSAGE_KEY.exec(rest);
    if (key) {
      const value = rest.slice(key[0].length).trimStart();
      if (!value.startsWith('"')) {
        message = value.trim();
        break;
      }
      // Quoted, CSV style: a doubled quote stands for one quote character.
      let quoted = '';
      let index = 1;
      for (;;) {
        if (index >= value.length)
          return { ok: false, problem: 'the quoted message has no closing quote' };
        const character = value.charAt(index);
        if (character === '"') {
          if (value.charAt(index + 1) !== '"') break;
          index += 1;
        }
        quoted += character;
        index += 1;
      }
      const after = value.slice(index + 1).trimStart();
      if (after !== '' && !after.startsWith(','))
        return {
          ok: false,
          problem:
            'only a comma may come after the quoted message (put other text inside the quotes)',
        };
      message = quoted;
      rest = after.slice(1);
      continue;
    }
    const comma = rest.indexOf(',');
    tokens.push((comma === -1 ? rest : rest.slice(0, comma)).trim());
    rest = comma === -1 ? '' : rest.slice(comma + 1);
  }
  return { ok: true, tokens: tokens.filter((token) => token !== ''), message };
}

/** Reads a fault written as described in this module's documentation. */
export function parseFault(text: string): FaultParse {
  const fault: { -readonly [K in keyof Fault]: Fault[K] } = {};
  const split = splitFault(text);
  if (!split.ok) return split;
  const { tokens } = split;
  if (split.message !== undefined) fault.message = split.message.slice(0, MAX_MESSAGE_LENGTH);
  if (tokens.length === 0 && split.message === undefined)
    return { ok: false, problem: 'the fault is empty' };
  for (const token of tokens) {
    const [rawKey = '', ...rest] = token.split('=');
    const key = rawKey.trim().toLowerCase();
    const value = rest.join('=').trim();
    if (/^\d{3}$/.test(key) && rest.length === 0) {
      const status = Number(key);
      if (status < 400 || status > 599)
        return { ok: false, problem: `status ${key} is not an error status (400–599)` };
      fault.status = status;
    } else if (key === 'status') {
      if (!/^\d{3}$/.test(value) || Number(value) < 400 || Number(value) > 599) {
        return { ok: false, problem: `status "${value}" is not an error status (400–599)` };
      }
      fault.status = Number(value);
    } else if (key === 'latency' || key === 'delay') {
      if (!/^\d{1,6}$/.test(value) || Number(value) > MAX_FAULT_LATENCY_MS) {
        return {
          ok: false,
          problem: `latency "${value}" must be a whole number of ms from 0 to ${MAX_FAULT_LATENCY_MS}`,
        };
      }
      fault.latencyMs = Number(value);
    } else if (key === 'business' && rest.length === 0) {
      fault.business = true;
    } else if (key === 'malformed' && rest.length === 0) {
      fault.malformed = true;
    } else {
      return {
        ok: false,
        problem: `unknown fault "${token}" (use a status such as 503, latency=ms, business, malformed, message=text)`,
      };
    }
  }
  const outcomes = [
    fault.status !== undefined,
    fault.business === true,
    fault.malformed === true,
  ].filter(Boolean);
  if (outcomes.length > 1)
    return { ok: false, problem: 'a fault can have only one of: a status, business, malformed' };
  return { ok: true, fault };
}

/** A fault that applies to every request whose path matches, until removed or used up. */
export interface FaultRule {
  readonly id: number;
  /** Path the rule applies to: exact, or a prefix when it ends with `*`. */
  readonly path: string;
  /** Only this method, or any method when absent. */
  readonly method?: string;
  readonly fault: Fault;
  /** Requests left before the rule removes itself; unlimited when absent. */
  remaining?: number;
}

/** Does the rule's path pattern cover this request path? */
export function ruleMatches(rule: FaultRule, method: string, path: string): boolean {
  if (rule.method !== undefined && rule.method !== method) return false;
  return rule.path.endsWith('*') ? path.startsWith(rule.path.slice(0, -1)) : path === rule.path;
}

/** The standing fault rules of one session (set with `POST /__sandbox/faults`). */
export class FaultRules {
  private rules: FaultRule[] = [];
  private nextId = 1;

  add(init: Omit<FaultRule, 'id'>): FaultRule {
    const rule: FaultRule = { ...init, id: this.nextId++ };
    this.rules.push(rule);
    return rule;
  }

  list(): readonly FaultRule[] {
    return this.rules;
  }

  clear(): void {
    this.rules = [];
  }

  /** The first rule covering the request, counting one use of it. */
  take(method: string, path: string): Fault | undefined {
    const rule = this.rules.find((candidate) => ruleMatches(candidate, method, path));
    if (!rule) return undefined;
    if (rule.remaining !== undefined) {
      rule.remaining -= 1;
      if (rule.remaining <= 0) this.rules = this.rules.filter((candidate) => candidate !== rule);
    }
    return rule.fault;
  }
}
