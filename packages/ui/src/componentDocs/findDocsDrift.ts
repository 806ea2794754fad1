import { parseDocsEntryName } from './parseDocsEntryName';
import type { FolderApi } from './readFolderApi';

/** The part of a `<Name>.docs.json` this check reads. */
export interface DocsPropNames {
  /** The folder's main component: entries without an owner are its props. */
  readonly name: string;
  readonly props: readonly { readonly name: string }[];
}

/**
 * Where a folder's docs and its code disagree, one sentence per problem (none: they agree).
 *
 * Both ways are checked: every prop the package declares on a component the folder exports needs an
 * entry (`ComponentPropNames.own`), and every prop an entry names must exist on the components it
 * names (inherited props included, so `aria-label` or Radix's `side` may be documented too). An
 * entry about forwarded attributes (`...input props`) must belong to a component that forwards some.
 */
export function findDocsDrift(docs: DocsPropNames, api: FolderApi): string[] {
  const problems: string[] = [];
  if (!api.components.has(docs.name)) {
    problems.push(`"name": "${docs.name}" is not a component this folder exports`);
  }

  const documented = new Map<string, Set<string>>();
  for (const entry of docs.props) {
    const parsed = parseDocsEntryName(entry.name);
    if (!parsed) {
      problems.push(
        `entry "${entry.name}" does not read as "prop / prop", "Component: prop / prop" or "...what props"`,
      );
      continue;
    }
    const owners = parsed.owners.length > 0 ? parsed.owners : [docs.name];
    for (const owner of owners) {
      const component = api.components.get(owner);
      const hookMembers = api.hooks.get(owner);
      if (component) {
        for (const prop of parsed.props) {
          if (!component.all.has(prop)) {
            problems.push(`entry "${entry.name}" names prop ${prop}, which ${owner} does not have`);
          }
          const props = documented.get(owner) ?? new Set<string>();
          documented.set(owner, props.add(prop));
        }
        if (parsed.forwarded && component.all.size === component.own.size) {
          problems.push(
            `entry "${entry.name}" describes forwarded attributes, but ${owner} forwards none`,
          );
        }
      } else if (hookMembers) {
        for (const member of parsed.props) {
          if (!hookMembers.has(member)) {
            problems.push(`entry "${entry.name}" names ${member}, which ${owner} does not return`);
          }
        }
        if (parsed.forwarded) {
          problems.push(`entry "${entry.name}": a hook forwards no attributes`);
        }
      } else {
        problems.push(
          `entry "${entry.name}" names ${owner}, which is not a component or hook this folder exports`,
        );
      }
    }
  }

  for (const [component, props] of api.components) {
    for (const prop of props.own) {
      if (documented.get(component)?.has(prop)) continue;
      const entry = component === docs.name ? prop : `${component}: ${prop}`;
      problems.push(`${component}'s prop ${prop} has no entry (add "${entry}")`);
    }
  }
  return problems;
}
