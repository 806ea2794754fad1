/** One line of the server's log: what was asked and how it was answered, nothing about who asked. */
export interface RequestLogLine {
  readonly time: string;
  readonly method: string;
  /** The path alone: a query can hold what a person typed (a search), so it is never logged. */
  readonly path: string;
  readonly status: number;
  readonly durationMs: number;
  /** How a rendered page was made (`hit`, `miss`, `shared`, `refused`, `left-to-browser`). */
  readonly render?: string;
}

/** Where the lines go: one JSON object per line (stdout on Node, for the platform's log collector). */
export type LogSink = (line: string) => void;

/**
 * The structured request log (issue T): one JSON line per request with its method, path, status
 * and duration. No query, no Host, no client address, no cookies, no user agent: nothing that
 * names or follows a person.
 */
export function requestLogLine(
  entry: Omit<RequestLogLine, 'time'>,
  now: Date = new Date(),
): string {
  const line: RequestLogLine = { time: now.toISOString(), ...entry };
  return JSON.stringify(line);
}
