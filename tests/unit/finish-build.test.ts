import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { COMPILE_HINT } from "../../scripts/compile-hints";
import { finishBuild } from "../../scripts/finish-build";

let dir = "";
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const framework = `(function(){${"globalThis.value = 'the framework';\n".repeat(200)}})();`;

function fakeBuild() {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "finish-build-"));
  const files: Record<string, string> = {
    "static/chunks/react.js": framework,
    "static/chunks/app.css": "body{color:red}\n".repeat(100),
    "static/media/font.woff2": "not text",
    "static/BUILD/_buildManifest.js": "self.__BUILD_MANIFEST={};",
  };
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  fs.writeFileSync(
    path.join(dir, "build-manifest.json"),
    JSON.stringify({ rootMainFiles: ["static/chunks/react.js"] }),
  );
}

const file = (name: string) => path.join(dir, name);
const unbrotli = (name: string) =>
  zlib.brotliDecompressSync(fs.readFileSync(file(name))).toString();

describe("finishing a production build", () => {
  it("writes a brotli copy of every script and stylesheet, holding the hinted code", () => {
    fakeBuild();
    const { hinted, compressed } = finishBuild(dir);
    expect(hinted).toEqual(["static/chunks/react.js"]);
    expect(unbrotli("static/chunks/react.js.br")).toBe(COMPILE_HINT + framework);
    expect(unbrotli("static/chunks/app.css.br")).toBe("body{color:red}\n".repeat(100));
    expect(unbrotli("static/BUILD/_buildManifest.js.br")).toBe("self.__BUILD_MANIFEST={};");
    expect(fs.existsSync(file("static/media/font.woff2.br"))).toBe(false);
    expect(compressed.files).toBe(3);
    expect(compressed.brotliBytes).toBeLessThan(compressed.bytes / 10);
  });

  it("keeps what is up to date and compresses again a file changed after it", () => {
    fakeBuild();
    finishBuild(dir);
    const cssBrotli = fs.statSync(file("static/chunks/app.css.br")).mtimeMs;
    // Rewritten at once: within the same tick of the file system's clock as its .br.
    fs.writeFileSync(file("static/chunks/react.js"), "changed();");

    finishBuild(dir);
    expect(unbrotli("static/chunks/react.js.br")).toBe(`${COMPILE_HINT}changed();`);
    expect(fs.statSync(file("static/chunks/app.css.br")).mtimeMs).toBe(cssBrotli);
  });

  it("runs after every production build: npm run build and the Docker image's", () => {
    const root = path.join(import.meta.dirname, "..", "..");
    const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.build).toBe("next build && tsx scripts/finish-build.ts");
    const dockerfile = fs.readFileSync(path.join(root, "Dockerfile"), "utf8");
    expect(dockerfile).toMatch(/^RUN npx next build && npx tsx scripts\/finish-build\.ts$/m);
  });
});
