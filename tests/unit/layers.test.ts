import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

describe("layers", () => {
  it("starts every file under server/ with the server-only import, so no client bundle can pull one in", () => {
    const files = sourceFiles("server");
    expect(files.length).toBeGreaterThan(50);
    const missing = files.filter((file) => {
      const firstStatement = fs
        .readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .find((line) => line.trim() !== "" && !line.startsWith("//"));
      return firstStatement !== 'import "server-only";';
    });
    expect(missing).toEqual([]);
  });

  it("keeps zod schemas shared with forms out of server/", () => {
    expect(sourceFiles("server").filter((file) => file.endsWith("schemas.ts"))).toEqual([]);
  });
});
