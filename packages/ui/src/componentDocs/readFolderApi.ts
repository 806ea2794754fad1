/// <reference types="node" />
import path from 'node:path';
import ts from 'typescript';

/** The props of one exported component, as its TypeScript type declares them. */
export interface ComponentPropNames {
  /** Every prop the component accepts, inherited ones included (`id`, `onClick`, Radix's `loop`). */
  readonly all: ReadonlySet<string>;
  /**
   * The props the docs must describe: those declared somewhere in this package's source (`src/`).
   * That is the component's own props type, and also another of our components' props it passes on
   * (a composition taking `Dialog`'s `size`): we define what those mean, and a reader of the docs
   * should not have to open the code to learn they exist. Props declared only outside the package,
   * React's DOM attributes and Radix's props, mean what the platform or Radix says they mean: an
   * entry for them is welcome (and checked to exist) but not required.
   */
  readonly own: ReadonlySet<string>;
}

/** What a component folder's `index.ts` exports that its docs describe. */
export interface FolderApi {
  /** Each component declared in the folder, by export name. */
  readonly components: ReadonlyMap<string, ComponentPropNames>;
  /** Each hook declared in the folder (`useToast`), with the members of what it returns. */
  readonly hooks: ReadonlyMap<string, ReadonlySet<string>>;
}

/**
 * Reads the components and hooks a folder exports, and their props, from `program`'s types.
 *
 * A component is an export whose name starts with a capital and that can be called (a function
 * component, or a `forwardRef` / `memo` object); its props are the properties of its first
 * parameter's type, every member of a union counted. Only exports declared inside the folder count:
 * a folder that re-exports another folder's component does not document it again.
 *
 * `sourceRoot` is the package's `src`: a prop declared in a file under it is the package's own.
 */
export function readFolderApi(
  program: ts.Program,
  indexFile: string,
  sourceRoot: string,
): FolderApi {
  const checker = program.getTypeChecker();
  const indexSource = program.getSourceFile(indexFile);
  const moduleSymbol = indexSource && checker.getSymbolAtLocation(indexSource);
  if (!moduleSymbol) throw new Error(`${indexFile} is not a module of the props program`);

  const folder = toPosix(path.dirname(indexFile)) + '/';
  const ownRoot = toPosix(sourceRoot) + '/';
  const isOwnFile = (fileName: string) =>
    fileName.startsWith(ownRoot) && !fileName.includes('/node_modules/');

  const components = new Map<string, ComponentPropNames>();
  const hooks = new Map<string, ReadonlySet<string>>();
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol =
      exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declaration = symbol.valueDeclaration;
    if (!declaration || !declaration.getSourceFile().fileName.startsWith(folder)) continue;
    const signature = checker
      .getTypeOfSymbolAtLocation(symbol, declaration)
      .getCallSignatures()
      .at(0);
    if (!signature) continue;

    if (/^use[A-Z]/.test(exported.name)) {
      const returned = checker.getReturnTypeOfSignature(signature);
      hooks.set(
        exported.name,
        new Set(propertiesOf(checker, returned).map((member) => member.name)),
      );
    } else if (/^[A-Z]/.test(exported.name)) {
      const parameter = signature.getParameters().at(0);
      const props = parameter
        ? propertiesOf(checker, checker.getTypeOfSymbolAtLocation(parameter, declaration))
        : [];
      components.set(exported.name, {
        all: new Set(props.map((prop) => prop.name)),
        own: new Set(
          props
            .filter((prop) => prop.declarations.some((d) => isOwnFile(d.getSourceFile().fileName)))
            .map((prop) => prop.name),
        ),
      });
    }
  }
  return { components, hooks };
}

interface NamedProperty {
  readonly name: string;
  /** Where the property is declared, in every member of a union that has it. */
  readonly declarations: readonly ts.Declaration[];
}

/** The properties of a type; for a union, those of every member (a prop of one variant counts). */
function propertiesOf(checker: ts.TypeChecker, type: ts.Type): NamedProperty[] {
  const members = type.isUnion() ? type.types : [type];
  const declarationsByName = new Map<string, ts.Declaration[]>();
  for (const member of members) {
    for (const property of checker.getPropertiesOfType(member)) {
      const declarations = declarationsByName.get(property.name) ?? [];
      declarations.push(...(property.declarations ?? []));
      declarationsByName.set(property.name, declarations);
    }
  }
  return [...declarationsByName].map(([name, declarations]) => ({ name, declarations }));
}

function toPosix(fileName: string): string {
  return fileName.split(path.sep).join('/');
}
