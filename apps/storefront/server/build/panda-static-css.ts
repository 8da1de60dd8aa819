import { pathToFileURL } from "node:url";
import MagicString from "magic-string";
import { type Plugin, parseAst } from "vite";

/** A node of the ESTree that Rolldown's parser gives, with its offsets in the source. */
interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

type StaticValue = string | number | boolean | null | StaticValue[] | { [key: string]: StaticValue };

/** Panda's `css()`: style objects in, atomic class names out. */
export type CssFunction = (...styles: never[]) => string;

const DYNAMIC = Symbol("dynamic");

// The value of an expression written out in full (objects, arrays, strings, numbers, booleans,
// null), or DYNAMIC when anything in it is known only at run time.
function staticValue(node: AstNode): StaticValue | typeof DYNAMIC {
  switch (node.type) {
    case "Literal": {
      const { value } = node;
      return typeof value === "string" ||
        typeof value === "number" ||
        typeof value === "boolean" ||
        value === null
        ? value
        : DYNAMIC;
    }
    case "TemplateLiteral": {
      const [quasi] = node.quasis as Array<{ value: { cooked: string | null } }>;
      return (node.expressions as AstNode[]).length === 0 && typeof quasi?.value.cooked === "string"
        ? quasi.value.cooked
        : DYNAMIC;
    }
    case "UnaryExpression": {
      const argument = staticValue(node.argument as AstNode);
      return node.operator === "-" && typeof argument === "number" ? -argument : DYNAMIC;
    }
    case "ArrayExpression": {
      const items: StaticValue[] = [];
      for (const element of node.elements as Array<AstNode | null>) {
        const value = element ? staticValue(element) : DYNAMIC;
        if (value === DYNAMIC) return DYNAMIC;
        items.push(value);
      }
      return items;
    }
    case "ObjectExpression": {
      const object: Record<string, StaticValue> = {};
      for (const property of node.properties as AstNode[]) {
        if (property.type !== "Property" || property.computed || property.kind !== "init") return DYNAMIC;
        const key = property.key as AstNode;
        const name = key.type === "Identifier" ? key.name : key.type === "Literal" ? key.value : undefined;
        if (typeof name !== "string" && typeof name !== "number") return DYNAMIC;
        const value = staticValue(property.value as AstNode);
        if (value === DYNAMIC) return DYNAMIC;
        object[name] = value;
      }
      return object;
    }
    default:
      return DYNAMIC;
  }
}

function visit(node: unknown, callback: (node: AstNode) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) visit(child, callback);
    return;
  }
  if (typeof node !== "object" || node === null || typeof (node as AstNode).type !== "string") return;
  callback(node as AstNode);
  for (const [key, child] of Object.entries(node)) {
    if (key !== "type" && typeof child === "object") visit(child, callback);
  }
}

// `import { css } from "../styled-system/css"` (any depth, any local name).
const STYLED_SYSTEM_CSS = /(?:^|\/)styled-system\/css(?:\/index(?:\.js)?)?$/;

function localCssNames(program: AstNode): Set<string> {
  const names = new Set<string>();
  for (const statement of program.body as AstNode[]) {
    if (statement.type !== "ImportDeclaration") continue;
    if (!STYLED_SYSTEM_CSS.test(String((statement.source as AstNode).value))) continue;
    for (const specifier of statement.specifiers as AstNode[]) {
      const imported = specifier.imported as AstNode | undefined;
      if (specifier.type === "ImportSpecifier" && (imported?.name ?? imported?.value) === "css") {
        names.add(String((specifier.local as AstNode).name));
      }
    }
  }
  return names;
}

/**
 * Replaces every `css()` call of a module whose arguments are written out in full with the class
 * names it returns, computed now by the same function; calls with run-time values stay. Returns
 * undefined when nothing changed.
 * @example
 *   inlineStaticCss('import { css } from "../styled-system/css";\nconst a = css({ p: "4" });', "a.tsx", css);
 *   // { code: 'import { css } from "../styled-system/css";\nconst a = "p_4";', map }
 */
export function inlineStaticCss(code: string, id: string, css: CssFunction) {
  const path = id.split("?")[0] ?? id;
  const lang = path.endsWith(".tsx")
    ? "tsx"
    : path.endsWith(".ts")
      ? "ts"
      : path.endsWith(".jsx")
        ? "jsx"
        : "js";
  const program = parseAst(code, { lang }) as unknown as AstNode;
  const cssNames = localCssNames(program);
  if (cssNames.size === 0) return undefined;
  const output = new MagicString(code);
  visit(program, (node) => {
    if (node.type !== "CallExpression") return;
    const callee = node.callee as AstNode;
    if (callee.type !== "Identifier" || !cssNames.has(String(callee.name))) return;
    const styles = (node.arguments as AstNode[]).map(staticValue);
    if (styles.some((style) => style === DYNAMIC)) return;
    output.overwrite(node.start, node.end, JSON.stringify(css(...(styles as never[]))));
  });
  if (!output.hasChanged()) return undefined;
  return { code: output.toString(), map: output.generateMap({ hires: "boundary", source: path }) };
}

/**
 * Build only: Panda's `css({ … })` calls with literal styles become the class-name strings they
 * return (`"d_flex gap_4"`), so the page ships no style engine for them — Panda's runtime (the
 * utility table, condition sorting, merging) stays out of every chunk whose calls are all static.
 * The CSS itself is unaffected: Panda extracts it from the sources. `styledSystemDir` is the
 * styled-system folder the app's imports resolve to (its `css` computes the names).
 * @example
 *   plugins: [pandaStaticCss({ styledSystemDir: "packages/ui/styled-system/" })]
 */
export function pandaStaticCss({ styledSystemDir }: { styledSystemDir: string }): Plugin {
  let css: CssFunction | undefined;
  return {
    name: "shop:panda-static-css",
    apply: "build",
    async buildStart() {
      const module = (await import(pathToFileURL(`${styledSystemDir}css/index.js`).href)) as {
        css: CssFunction;
      };
      css = module.css;
    },
    transform: {
      filter: { id: { include: /\.[jt]sx?(?:\?.*)?$/, exclude: /\/node_modules\// }, code: "styled-system" },
      handler(code, id) {
        return css ? inlineStaticCss(code, id, css) : undefined;
      },
    },
  };
}
