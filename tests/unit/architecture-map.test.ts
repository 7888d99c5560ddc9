import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

describe("ARCHITECTURE.md", () => {
  it("names every folder under server/ in its map, so a newcomer finds each domain there", () => {
    const text = fs.readFileSync(path.join(root, "ARCHITECTURE.md"), "utf8");
    const layout = /## Layout\s+```([\s\S]*?)```/.exec(text)![1]!;
    const named = new Set([...layout.matchAll(/^\s+([a-z-]+)\/\s/gm)].map((match) => match[1]));
    const domains = fs
      .readdirSync(path.join(root, "server"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(domains.length).toBeGreaterThan(10);
    expect(domains.filter((domain) => !named.has(domain))).toEqual([]);
  });
});
