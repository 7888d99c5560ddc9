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

  it("gives every prepared statement its own name: pg refuses one name used for two queries on a connection", () => {
    const names = sourceFiles("server").flatMap((file) => {
      const text = fs.readFileSync(path.join(root, file), "utf8");
      const single = [...text.matchAll(/preparedStatement\(\s*"([^"]+)"/g)].map((m) => m[1]!);
      const perFilter = [...text.matchAll(/preparedForFilter\(\s*"([^"]+)"/g)].flatMap((m) => [
        `${m[1]}_by_id`,
        `${m[1]}_search`,
      ]);
      return [...single, ...perFilter];
    });
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it("keeps zod schemas shared with forms out of server/", () => {
    expect(sourceFiles("server").filter((file) => file.endsWith("schemas.ts"))).toEqual([]);
  });
});
