import { describeSchemaIssues, type SchemaIssue } from '@portal/core/client';

/** What the issues are about: the payload that failed, the schema it failed and the root's name. */
export interface IssueSubject {
  /** The value that was validated (the request body or query, or the sandbox's own answer). */
  readonly payload: unknown;
  /** The schema it was validated with; read to say what a field wanted. */
  readonly schema?: unknown;
  /** Stands for an empty path: `(body)` unless told, `(query)` for a query. */
  readonly rootLabel?: string;
}

/**
 * One readable line per issue: `pinCode: expected a string of 4 digits, got number`. The sentences
 * are core's, so the sandbox's 400 answers read exactly like the client's `PortalError.issues`.
 */
export function describeIssues(issues: readonly SchemaIssue[], subject: IssueSubject): string[] {
  return describeSchemaIssues(issues, subject);
}
