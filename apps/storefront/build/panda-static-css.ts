// Panda's `css()` computes a class list from a style object at run time, and to do so every page
// ships Panda's runtime: the table of every utility and its class name, the conditions, the
// merging (about 5 kB gzip of the start script, docs/benchmarks/storefront.md). All but a few of the
// shop's calls are written with literal objects, whose class lists are known when the app is
// built. This plugin computes them then, with the same runtime the page would have run, and writes
// the result in place of the call: `css({ display: "flex", gap: "3" })` becomes `"d_flex gap_3"`.
// A call with anything but literals in it (a variable, a spread) is left to the runtime, which the
// bundler then keeps for the chunks that still call it. The CSS itself is Panda's, extracted from
// the sources as before; the class names are the runtime's own, so they match it by construction.
// It rewrites the app's own calls, not a library's output, and copies none of Panda's rules: every
// name comes from Panda's runtime, run here.

import { pathToFileURL } from "node:url";
import MagicString from "magic-string";
import { type ESTree, type Plugin, parseSync, Visitor } from "vite";

type Literal = string | number | boolean | null | Literal[] | { [key: string]: Literal };
/** Panda's `css`, whatever its style types (it is called here with the literals of a call). */
type CssFunction = (...styles: never[]) => string;

/** The module that exports `css` in Panda's generated runtime, as the app's sources import it. */
const RUNTIME_IMPORT = /(?:^|\/)styled-system\/css(?:\/index(?:\.js)?)?$/;

const NOT_STATIC = Symbol("not static");

/**
 * The value of an expression made of literals alone, or `NOT_STATIC`. `constants` are the file's
 * top-level constants bound to a string or a number (`const TOUCH_TARGET = "2.75rem"`, a size used
 * in several rules), read like literals.
 */
function literalValue(
  node: ESTree.Node,
  constants: ReadonlyMap<string, Literal> = new Map(),
): Literal | typeof NOT_STATIC {
  const read = (child: ESTree.Node) => literalValue(child, constants);
  switch (node.type) {
    case "Identifier":
      return constants.get(node.name) ?? NOT_STATIC;
    case "Literal":
      return typeof node.value === "bigint" || node.value instanceof RegExp ? NOT_STATIC : node.value;
    case "TemplateLiteral":
      return node.expressions.length === 0 ? (node.quasis[0]?.value.cooked ?? NOT_STATIC) : NOT_STATIC;
    case "UnaryExpression": {
      const value = node.operator === "-" ? read(node.argument) : NOT_STATIC;
      return typeof value === "number" ? -value : NOT_STATIC;
    }
    case "ArrayExpression": {
      const items: Literal[] = [];
      for (const element of node.elements) {
        const value = element && element.type !== "SpreadElement" ? read(element) : NOT_STATIC;
        if (value === NOT_STATIC) return NOT_STATIC;
        items.push(value);
      }
      return items;
    }
    case "ObjectExpression": {
      const object: Record<string, Literal> = {};
      for (const property of node.properties) {
        if (property.type !== "Property" || property.kind !== "init" || property.method) return NOT_STATIC;
        const key = property.computed
          ? read(property.key)
          : property.key.type === "Identifier"
            ? property.key.name
            : read(property.key);
        if (typeof key !== "string" && typeof key !== "number") return NOT_STATIC;
        const value = read(property.value);
        if (value === NOT_STATIC) return NOT_STATIC;
        object[String(key)] = value;
      }
      return object;
    }
    default:
      return NOT_STATIC;
  }
}

/** The names a binding pattern declares (`a`, `{ a, b: [c] }`, `d = 1`, `...e`). */
function bindingNames(pattern: ESTree.Node | null | undefined): string[] {
  switch (pattern?.type) {
    case "Identifier":
      return [pattern.name];
    case "AssignmentPattern":
      return bindingNames(pattern.left);
    case "RestElement":
      return bindingNames(pattern.argument);
    case "ArrayPattern":
      return pattern.elements.flatMap((element) => bindingNames(element));
    case "ObjectPattern":
      return pattern.properties.flatMap((property) =>
        bindingNames(property.type === "RestElement" ? property : property.value),
      );
    default:
      return [];
  }
}

/**
 * `code` with every `css(...)` call of literals replaced by its class list, or null when it has none.
 * `css` is the runtime's function; only calls of the name the file imports from the runtime are
 * touched, and none where the file declares that name again.
 * @example
 *   precomputeCss('import { css } from "../styled-system/css";\nconst a = css({ p: "4" });', "a.ts", css)
 *   // { code: 'import { css } from "../styled-system/css";\nconst a = "p_4";', map }
 */
export function precomputeCss(code: string, id: string, css: CssFunction) {
  const { program } = parseSync(id, code);
  const names = new Set<string>();
  for (const statement of program.body) {
    if (statement.type !== "ImportDeclaration" || !RUNTIME_IMPORT.test(statement.source.value)) continue;
    for (const specifier of statement.specifiers) {
      if (
        specifier.type === "ImportSpecifier" &&
        specifier.imported.type === "Identifier" &&
        specifier.imported.name === "css"
      )
        names.add(specifier.local.name);
    }
  }
  if (names.size === 0) return null;
  const constants = new Map<string, Literal>();
  for (const statement of program.body) {
    const declaration = statement.type === "ExportNamedDeclaration" ? statement.declaration : statement;
    if (declaration?.type !== "VariableDeclaration" || declaration.kind !== "const") continue;
    for (const declarator of declaration.declarations) {
      // Upper-case names only: what a file names so is its constant, never shadowed in a function.
      if (declarator.id.type !== "Identifier" || !/^[A-Z][A-Z0-9_]*$/.test(declarator.id.name)) continue;
      if (!declarator.init) continue;
      const value = literalValue(declarator.init, constants);
      if (value !== NOT_STATIC && (typeof value !== "object" || value === null))
        constants.set(declarator.id.name, value);
    }
  }
  const calls: ESTree.CallExpression[] = [];
  let shadowed = false;
  // The file declaring one of those names again (a parameter, a variable) is left alone whole: a
  // call of that name may be another function.
  const declares = (pattern: ESTree.Node | null | undefined) => {
    if (bindingNames(pattern).some((name) => names.has(name))) shadowed = true;
  };
  const declaresParams = (node: { params: ESTree.Node[] }) => {
    for (const param of node.params) declares(param);
  };
  new Visitor({
    CallExpression(call) {
      if (call.callee.type === "Identifier" && names.has(call.callee.name)) calls.push(call);
    },
    VariableDeclarator(declarator) {
      declares(declarator.id);
    },
    FunctionDeclaration(node) {
      declares(node.id);
      declaresParams(node);
    },
    FunctionExpression(node) {
      declaresParams(node);
    },
    ArrowFunctionExpression(node) {
      declaresParams(node);
    },
    CatchClause(clause) {
      declares(clause.param);
    },
    ClassDeclaration(node) {
      declares(node.id);
    },
  }).visit(program);
  if (shadowed || calls.length === 0) return null;
  const output = new MagicString(code);
  let replaced = 0;
  for (const call of calls) {
    const styles: Literal[] = [];
    for (const argument of call.arguments) {
      const value = argument.type === "SpreadElement" ? NOT_STATIC : literalValue(argument, constants);
      if (value === NOT_STATIC) break;
      styles.push(value);
    }
    if (styles.length !== call.arguments.length) continue;
    output.overwrite(
      call.start,
      call.end,
      JSON.stringify((css as (...styles: Literal[]) => string)(...styles)),
    );
    replaced += 1;
  }
  if (replaced === 0) return null;
  return { code: output.toString(), map: output.generateMap({ hires: "boundary", source: id }) };
}

/**
 * The plugin, for builds (the development server keeps the runtime, with the same class names).
 * `runtime` is the directory of the Panda runtime the sources import (`styled-system/`).
 */
export function pandaStaticCss({ runtime, include }: { runtime: string; include: RegExp }): Plugin {
  let css: CssFunction | undefined;
  return {
    name: "shop-panda-static-css",
    apply: "build",
    enforce: "pre",
    async buildStart() {
      const module = (await import(pathToFileURL(`${runtime}css/index.js`).href)) as { css: CssFunction };
      css = module.css;
    },
    transform: {
      filter: { id: include, code: "styled-system/css" },
      handler(code, id) {
        if (!css) throw new Error("Panda's runtime is not loaded");
        return precomputeCss(code, id.replace(/[?#].*$/, ""), css);
      },
    },
  };
}
