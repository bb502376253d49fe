/**
 * How many props of its own each exported component takes: the props budget (at most ten; past
 * that, a component wants parts). Reads `@agency/design-system` and `@agency/site-sections` with the
 * TypeScript compiler (one program, no emit) and walks what their entry points export, the members
 * of `export * as X` namespaces included.
 *
 * A component is an exported function (or memo/lazy object) with a PascalCase name whose first
 * parameter is an object. Its props of its own are the properties of that parameter's type declared
 * outside node_modules: a prop declared by React (DOM attributes, `RefAttributes`), Radix or any other
 * dependency is native or inherited and does not count, and neither does a prop typed `never` or
 * `undefined` (a union's discriminant, which carries no value). A union of props is measured member by member (a button and a
 * link are two ways to call Button); the largest member is the component's count.
 *
 *   node tools/propsBudget/propsBudget.mjs          the five largest, and any over the budget
 *   node tools/propsBudget/propsBudget.mjs --all    every component, largest first
 */
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The entry points measured, by the name an adopter imports. */
export const entryPoints = {
  '@agency/design-system': 'packages/design-system/src/index.ts',
  '@agency/site-sections': 'packages/site-sections/src/index.ts',
};

/** The most props of its own an exported component or part may take. */
export const budget = 10;

/**
 * @typedef {object} Measured
 * @property {string} name       `Button`, `Card.Root`, `@agency/site-sections` components unprefixed
 * @property {string} entry      the entry point that exports it
 * @property {number} count      its props of its own (of its largest union member)
 * @property {string[]} props    their names
 * @property {string} [variant]  the union member counted, when its props are a union
 */

/** @returns {Measured[]} every exported component, largest first */
export function measureProps() {
  const configFile = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
  const program = ts.createProgram({
    rootNames: Object.values(entryPoints).map((file) => join(root, file)),
    options: { ...options, noEmit: true },
  });
  const checker = program.getTypeChecker();
  /** @type {Measured[]} */
  const measured = [];
  const seen = new Set();

  for (const [entry, file] of Object.entries(entryPoints)) {
    const source = program.getSourceFile(join(root, file));
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${file} is not in the program`);
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      const resolved = resolve(checker, symbol);
      if (resolved.flags & ts.SymbolFlags.ValueModule && isNamespaceExport(symbol)) {
        for (const member of checker.getExportsOfModule(resolved)) {
          visit(`${symbol.name}.${member.name}`, resolve(checker, member));
        }
      } else {
        visit(symbol.name, resolved);
      }
    }

    /** @param {string} name @param {ts.Symbol} symbol */
    function visit(name, symbol) {
      if (!/^[A-Z]/.test(symbol.name === 'default' ? name : (name.split('.').pop() ?? ''))) return;
      if (!(symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable))) return;
      const key = `${name}:${symbol.declarations?.[0]?.getSourceFile().fileName}`;
      if (seen.has(key)) return;
      seen.add(key);
      const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
      if (!declaration) return;
      const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
      const signature = type.getCallSignatures()[0];
      const parameter = signature?.getParameters()[0];
      if (!signature || !parameter) return;
      const propsType = checker.getApparentType(checker.getTypeOfSymbolAtLocation(parameter, declaration));
      if (!(propsType.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection | ts.TypeFlags.Union))) return;
      const members = propsType.isUnion() ? propsType.types : [propsType];
      const counted = members.map((member) => ({ member, props: ownProps(checker, member) }));
      const largest = counted.reduce((a, b) => (b.props.length > a.props.length ? b : a));
      measured.push({
        name,
        entry,
        count: largest.props.length,
        props: largest.props,
        ...(counted.length > 1 && { variant: describe(largest.member, largest.props, counted) }),
      });
    }
  }
  return measured.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** @param {ts.TypeChecker} checker @param {ts.Symbol} symbol */
function resolve(checker, symbol) {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** True for `export * as X from …` (and `import * as X; export { X }`). @param {ts.Symbol} symbol */
function isNamespaceExport(symbol) {
  return (symbol.declarations ?? []).some((node) => ts.isNamespaceExport(node) || ts.isNamespaceImport(node));
}

/** @param {ts.TypeChecker} checker @param {ts.Type} type */
function ownProps(checker, type) {
  return checker
    .getPropertiesOfType(type)
    .filter((prop) => {
      const declarations = prop.declarations ?? [];
      // A property with no declaration is one a mapped type made up: ours, since nothing declares it.
      const inherited =
        declarations.length > 0 &&
        declarations.every((node) => node.getSourceFile().fileName.split(sep).join('/').includes('/node_modules/'));
      if (inherited) return false;
      // A discriminant of a union (`href?: undefined`, `as?: never`) carries no value.
      return !(checker.getTypeOfSymbol(prop).flags & (ts.TypeFlags.Never | ts.TypeFlags.Undefined));
    })
    .map((prop) => prop.name);
}

/**
 * A union member's name: its own (`ButtonAsLinkProps`), or the props of its own that the other
 * members lack (`with label`).
 * @param {ts.Type} type @param {string[]} props @param {{ props: string[] }[]} members
 */
function describe(type, props, members) {
  const symbol = type.aliasSymbol ?? type.getSymbol();
  if (symbol && !symbol.name.startsWith('__')) return symbol.name;
  const others = members.filter((member) => member.props !== props);
  const distinct = props.filter((prop) => others.every((other) => !other.props.includes(prop)));
  return distinct.length ? `with ${distinct.join(', ')}` : `one of ${members.length}`;
}

/** @param {Measured} item */
export const formatMeasured = (item) =>
  `${item.name}${item.variant ? ` (${item.variant})` : ''}: ${item.count} (${item.props.join(', ')})`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = performance.now();
  const measured = measureProps();
  const shown = process.argv.includes('--all')
    ? measured
    : measured.filter((item, index) => index < 5 || item.count > budget);
  for (const item of shown) console.log(`${item.count > budget ? '✗' : ' '} ${formatMeasured(item)}`);
  console.log(
    `\n${measured.length} components measured in ${Math.round(performance.now() - started)} ms (${relative(process.cwd(), root) || '.'}); ` +
      `budget ${budget}, over it: ${measured.filter((item) => item.count > budget).length}`,
  );
}
