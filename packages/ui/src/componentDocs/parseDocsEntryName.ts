/**
 * What one `props` entry of a `<Name>.docs.json` is about, read from its `name`.
 *
 * The names follow one grammar, so a machine can check them against the code:
 *
 * - `value`: a prop of the folder's main component (the docs file's `name`).
 * - `value / defaultValue / onValueChange`: several props described together.
 * - `TabsList: layout`, `Card / CardMedia / CardLink: asChild`: props of other components the folder
 *   exports (or of several at once), named before a colon.
 * - `...input props`, `TabsTab: value / ...Radix Tabs.Trigger props`: the attributes a component
 *   passes on to the element or primitive it renders, described as a whole rather than one by one.
 * - `useToast: showToast / dismissToast`: what a hook of the folder returns.
 */
export interface DocsEntryName {
  /** The components or hook named before the colon; empty for the folder's main component. */
  readonly owners: readonly string[];
  /** The props (or the hook's members) the entry names one by one. */
  readonly props: readonly string[];
  /** Whether the entry also describes forwarded attributes (`...input props`). */
  readonly forwarded: boolean;
}

// A prop as JSX spells it: `value`, `onValueChange`, `aria-label`.
const PROP = /^[A-Za-z][\w-]*$/;
// A component (`TabsList`) or hook (`useToast`) exported by the folder.
const OWNER = /^(?:[A-Z]\w*|use[A-Z]\w*)$/;
// `...props`, `...input props`, `...Radix Switch.Root props`. Three full stops, not the single
// ellipsis character, so that the spelling is one and can be typed on any keyboard.
const FORWARDED = /^\.\.\.(?:[\w.<>' -]+ )?props$/;
const SEPARATOR = ' / ';

/** The entry's owners and props, or `undefined` when its name does not follow the grammar. */
export function parseDocsEntryName(name: string): DocsEntryName | undefined {
  const colon = name.indexOf(': ');
  const ownerPart = colon === -1 ? undefined : name.slice(0, colon);
  const memberPart = colon === -1 ? name : name.slice(colon + 2);

  const owners = ownerPart === undefined ? [] : ownerPart.split(SEPARATOR);
  if (!owners.every((owner) => OWNER.test(owner))) return undefined;

  const props: string[] = [];
  let forwarded = false;
  for (const member of memberPart.split(SEPARATOR)) {
    if (PROP.test(member)) props.push(member);
    else if (FORWARDED.test(member)) forwarded = true;
    else return undefined;
  }
  return { owners, props, forwarded };
}
