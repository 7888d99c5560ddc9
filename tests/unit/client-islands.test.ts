import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

function tsxFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(relative);
    return entry.name.endsWith(".tsx") ? [relative] : [];
  });
}

const isClient = (file: string) => /^\s*["']use client["']/.test(fs.readFileSync(path.join(root, file), "utf8"));

describe("client islands", () => {
  // Screens render on the server; the browser gets code only where there is interaction. The
  // directive marks where the server hands over to the browser: a module only ever imported by
  // client code (a form inside a dialog) needs none, and a wrapper around a Radix primitive needs
  // none either, since Radix marks its components already.
  it("keeps 'use client' to at most 40% of the .tsx files", () => {
    const files = ["app", "components", "emails"].flatMap(tsxFiles);
    const clients = files.filter(isClient);
    expect(files.length).toBeGreaterThan(100);
    const share = clients.length / files.length;
    expect(share, `${clients.length} de ${files.length} arquivos .tsx são de cliente`).toBeLessThanOrEqual(0.4);
  });

  it("never marks a components/ui primitive as client when it only styles a Radix part", () => {
    const wrappers = tsxFiles("components/ui").filter((file) => {
      const source = fs.readFileSync(path.join(root, file), "utf8");
      return isClient(file) && /from "@radix-ui\//.test(source) && !/\buse[A-Z]\w*\(/.test(source);
    });
    expect(wrappers).toEqual([]);
  });
});
