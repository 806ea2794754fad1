import { DEFAULT_SESSION_ID } from './sessions';

/** One answered request, as the sandbox saw it (with the session's real id). */
export interface AnsweredRequest {
  readonly at: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly durationMs: number;
  /** The session id: the value of the session cookie or header, a bearer secret. Never listed. */
  readonly sessionId: string | undefined;
  /** The fault that shaped the answer, in its written form. */
  readonly fault: string | undefined;
}

/** One answered request, as `GET /__sandbox/requests` lists it. */
export interface LoggedRequest {
  readonly at: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly durationMs: number;
  /**
   * Which session asked, as a label (`session-3`; the shared `default` world keeps its name), never
   * the session id: the id is the value of the session cookie, and anyone who reads the log could
   * send it and take the session over.
   */
  readonly session: string | undefined;
  /** The fault that shaped the answer, in its written form. */
  readonly fault: string | undefined;
}

/** Requests kept by {@link RequestLog}; older ones are dropped. */
export const REQUEST_LOG_SIZE = 500;

interface Entry {
  readonly logged: LoggedRequest;
  readonly sessionId: string | undefined;
}

/**
 * The most recent requests, newest last. A bounded ring so a sandbox left running for days keeps a
 * constant memory footprint. It keeps what the request did, not what it carried: no header, cookie or
 * body value is logged, and sessions are named by labels it hands out in order of first appearance.
 */
export class RequestLog {
  private readonly entries: Entry[] = [];
  private readonly labels = new Map<string, string>();
  private labelsHandedOut = 0;

  constructor(private readonly capacity: number = REQUEST_LOG_SIZE) {}

  /** Logs a request; answers the entry as it is listed (the CLI prints it). */
  add(request: AnsweredRequest): LoggedRequest {
    const { sessionId, ...rest } = request;
    const logged: LoggedRequest = { ...rest, session: this.labelOf(sessionId) };
    this.entries.push({ logged, sessionId });
    if (this.entries.length > this.capacity) {
      this.entries.splice(0, this.entries.length - this.capacity);
      if (this.labels.size > this.capacity) this.forgetUnlistedLabels();
    }
    return logged;
  }

  /** The newest `limit` entries, optionally of one session only (by its real id). */
  recent(limit: number, sessionId?: string): LoggedRequest[] {
    const matching =
      sessionId === undefined
        ? this.entries
        : this.entries.filter((entry) => entry.sessionId === sessionId);
    return matching.slice(-limit).map((entry) => entry.logged);
  }

  clear(): void {
    this.entries.length = 0;
    this.labels.clear();
    this.labelsHandedOut = 0;
  }

  /** Bounds the labels too: a session no kept entry names needs none (a later one gets a new label). */
  private forgetUnlistedLabels(): void {
    const listed = new Set(this.entries.map((entry) => entry.sessionId));
    for (const id of this.labels.keys()) if (!listed.has(id)) this.labels.delete(id);
  }

  private labelOf(sessionId: string | undefined): string | undefined {
    if (sessionId === undefined) return undefined;
    // The shared world of cookie-less tests is no secret: everyone who sends nothing is in it.
    if (sessionId === DEFAULT_SESSION_ID) return DEFAULT_SESSION_ID;
    let label = this.labels.get(sessionId);
    if (label === undefined) {
      this.labelsHandedOut += 1;
      label = `session-${this.labelsHandedOut}`;
      this.labels.set(sessionId, label);
    }
    return label;
  }
}

/** The one-line form the CLI prints. */
export function formatLogLine(entry: LoggedRequest): string {
  const fault = entry.fault ? ` [fault ${entry.fault}]` : '';
  return `${entry.method} ${entry.path} → ${entry.status} (${entry.durationMs} ms)${fault}`;
}
