import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { COMPILE_HINT, addCompileHints } from "../../scripts/compile-hints";

let dir = "";
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

function fakeBuild(files: Record<string, string>, rootMainFiles: string[]) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
  fs.mkdirSync(path.join(dir, "static", "chunks"), { recursive: true });
  for (const [name, code] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), code);
  fs.writeFileSync(path.join(dir, "build-manifest.json"), JSON.stringify({ rootMainFiles }));
  return (name: string) => fs.readFileSync(path.join(dir, name), "utf8");
}

describe("compile hints after next build", () => {
  it("marks the root main scripts, and only them, keeping their code", () => {
    const read = fakeBuild(
      {
        "static/chunks/react.js": "(globalThis.X=1);",
        "static/chunks/route.js": "(globalThis.Y=2);",
        "static/chunks/app.css": "body{}",
      },
      ["static/chunks/react.js", "static/chunks/app.css"],
    );
    expect(addCompileHints(dir)).toEqual(["static/chunks/react.js"]);
    expect(read("static/chunks/react.js")).toBe(`${COMPILE_HINT}(globalThis.X=1);`);
    expect(read("static/chunks/route.js")).toBe("(globalThis.Y=2);");
    expect(read("static/chunks/app.css")).toBe("body{}");
  });

  it("changes nothing the second time", () => {
    const read = fakeBuild({ "static/chunks/react.js": "a();" }, ["static/chunks/react.js"]);
    addCompileHints(dir);
    expect(addCompileHints(dir)).toEqual([]);
    expect(read("static/chunks/react.js")).toBe(`${COMPILE_HINT}a();`);
  });

  it("is V8's magic comment, on the first line", () => {
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
  });
});
