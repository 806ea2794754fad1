/** One answered request, as `GET /__sandbox/requests` lists it. */
export interface LoggedRequest {
  readonly at: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly durationMs: number;
  readonly session: string | undefined;
  /** The fault that shaped the answer, in its written form. */
  readonly fault: string | undefined;
}

/** Requests kept by {@link RequestLog}; older ones are dropped. */
export const REQUEST_LOG_SIZE = 500;

/**
 * The most recent requests, newest last. A bounded ring so a sandbox left running for days keeps a
 * constant memory footprint.
 */
export class RequestLog {
  private readonly entries: LoggedRequest[] = [];

  constructor(private readonly capacity: number = REQUEST_LOG_SIZE) {}

  add(entry: LoggedRequest): void {
    this.entries.push(entry);
    if (this.entries.length > this.capacity)
      this.entries.splice(0, this.entries.length - this.capacity);
  }

  /** The newest `limit` entries, optionally of one session only. */
  recent(limit: number, session?: string): LoggedRequest[] {
    const matching =
      session === undefined
        ? this.entries
        : this.entries.filter((entry) => entry.session === session);
    return matching.slice(-limit);
  }

  clear(): void {
    this.entries.length = 0;
  }
}

/** The one-line form the CLI prints. */
export function formatLogLine(entry: LoggedRequest): string {
  const fault = entry.fault ? ` [fault ${entry.fault}]` : '';
  return `${entry.method} ${entry.path} → ${entry.status} (${entry.durationMs} ms)${fault}`;
}
