/** What a schema library reports for one problem: where (a path) and what (a message). */
export interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * One readable line per schema problem, `data.BellsCount: expected number`, used wherever a payload
 * is refused: the client's `PortalError.issues` and the sandbox's 400 answers, so both sides name a
 * problem the same way. `rootLabel` stands for an empty path (the payload as a whole).
 */
export function describeSchemaIssues(
  issues: readonly SchemaIssue[],
  rootLabel = '(root)',
): string[] {
  return issues.map(
    (issue) => `${issue.path.map(String).join('.') || rootLabel}: ${issue.message}`,
  );
}
