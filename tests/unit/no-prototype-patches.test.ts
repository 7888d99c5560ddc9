import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const SKIPPED = new Set(["node_modules", ".git", ".data", ".dev-mail", "test-results", "playwright-report"]);
/** Built files outside .next: the service worker bundles serwist and idb (which only read IDB prototypes). */
const BUILT_FILES = new Set([path.join("public", "sw.js")]);

/** Every script of the repository, ours only: build outputs (.next, .next-*) and dependencies left out. */
function scripts(dir = ""): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) || entry.name.startsWith(".next") ? [] : scripts(relative);
    if (BUILT_FILES.has(relative)) return [];
    return /\.(ts|tsx|mjs|cjs|js)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [relative] : [];
  });
}

/**
 * Where a file reaches into a prototype: `X.prototype` (read too, since an alias such as
 * `const proto = X.prototype; proto.emit = …` patches all the same), `__proto__`, or
 * `Object.setPrototypeOf`. Strings and comments do not count.
 */
function prototypeReaches(file: string, text = fs.readFileSync(path.join(root, file), "utf8")): string[] {
  // Parsing is the slow part: most files cannot hold a reach at all.
  if (!/prototype|__proto__|setPrototypeOf/i.test(text)) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const name = ts.isPropertyAccessExpression(node)
      ? node.name.text
      : ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression)
        ? node.argumentExpression.text
        : null;
    if (name === "prototype" || name === "__proto__" || name === "setPrototypeOf") {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${file}:${line + 1} ${node.getText().slice(0, 60)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("nothing patched underneath", () => {
  it("no file reaches into a prototype: a Node or framework class is never changed under the framework", () => {
    const files = scripts();
    expect(files.length).toBeGreaterThan(300);
    expect(files.flatMap((file) => prototypeReaches(file))).toEqual([]);
  });

  it("catches a patch however it is written", () => {
    const sample = [
      'import http from "node:http";',
      "const proto = http.Server.prototype;",
      'const alias = http.Server["prototype"];',
      "Object.setPrototypeOf(alias, {});",
      "// http.Server.prototype in a comment is fine",
      'const text = "X.prototype.emit";',
      "export { proto, text };",
    ].join("\n");
    expect(prototypeReaches("sample.ts", sample).map((hit) => hit.split(" ")[0])).toEqual([
      "sample.ts:2",
      "sample.ts:3",
      "sample.ts:4",
    ]);
  });
});
