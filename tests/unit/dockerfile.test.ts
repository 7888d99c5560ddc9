import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.join(import.meta.dirname, "..", "..");
const dockerfile = fs.readFileSync(path.join(root, "Dockerfile"), "utf8");
const ignored = fs
  .readFileSync(path.join(root, ".dockerignore"), "utf8")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#") && !line.startsWith("!"));

/** What the build stage makes itself: `next build` (standalone output) and the bundled scripts. */
const BUILT = [".next/standalone", ".next/static", "dist"];

/** `COPY --from=build … /app/<source> <dest>` lines of the runtime stage. */
const fromBuild = [...dockerfile.matchAll(/^COPY --from=build\s+(?:--\S+\s+)*\/app\/(\S+)\s+\S+$/gm)].map(([, source]) => source ?? "");

describe("Dockerfile", () => {
  it("copies from the build stage only what the build makes or the repository has", () => {
    expect(fromBuild.length).toBeGreaterThan(3);
    for (const source of fromBuild) {
      if (BUILT.includes(source)) continue;
      expect(fs.existsSync(path.join(root, source)), `${source} exists in the repository`).toBe(true);
      expect(ignored.some((pattern) => source === pattern || source.startsWith(`${pattern}/`)), `${source} is not in .dockerignore`).toBe(false);
    }
  });

  it("bundles exactly the scripts the runtime runs", () => {
    const bundled = /for entry in ([\w\s-]+); do/.exec(dockerfile)?.[1]?.trim().split(/\s+/) ?? [];
    expect(bundled).toEqual(expect.arrayContaining(["start", "seed"]));
    for (const entry of bundled) expect(fs.existsSync(path.join(root, "scripts", `${entry}.ts`))).toBe(true);
    expect(dockerfile).toMatch(/^CMD \["node", "start\.cjs"\]$/m);
  });

  it("the copied public folder holds something real", () => {
    const files = fs.readdirSync(path.join(root, "public"));
    expect(files.length).toBeGreaterThan(0);
  });
});
