import { schemaIssueSentence } from './schemaIssueSentence';

/**
 * What a schema library reports for one problem: where (a path) and what (a message), with the data
 * zod 4 issues carry (`code`, `expected`, bounds…), from which a readable sentence is built.
 */
export interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly code?: string;
  readonly expected?: string;
  readonly format?: string;
  readonly pattern?: string;
  readonly origin?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly inclusive?: boolean;
  readonly exact?: boolean;
  readonly divisor?: number | bigint;
  readonly values?: readonly unknown[];
  readonly keys?: readonly string[];
  readonly errors?: readonly (readonly SchemaIssue[])[];
}

/** What the issues are about. Every field is optional; each one given makes the sentences say more. */
export interface SchemaIssueSubject {
  /** The value that was validated; with it a sentence says what came ("got number"). */
  readonly payload?: unknown;
  /** The schema it was validated with; read to say what a field wanted ("a string of 4 digits"). */
  readonly schema?: unknown;
  /** Stands for an empty path (the payload as a whole); `(body)` unless told, `(query)` for a query. */
  readonly rootLabel?: string;
}

/**
 * One readable line per schema problem, `pinCode: expected a string of 4 digits, got number`, used
 * wherever a payload is refused: the client's `PortalError.issues` and the sandbox's 400 answers, so
 * both sides word a problem the same way. zod/mini's own "Invalid input" is replaced by what was
 * expected and what came; a message the schema wrote itself is kept.
 */
export function describeSchemaIssues(
  issues: readonly SchemaIssue[],
  subject: SchemaIssueSubject = {},
): string[] {
  return issues.map(
    (issue) =>
      `${issue.path.map(String).join('.') || (subject.rootLabel ?? '(body)')}: ${schemaIssueSentence(issue, subject)}`,
  );
}
