/**
 * `npm run classes`: writes lib/class-conflicts.ts, the table lib/class-merge.ts merges with.
 *
 * Every class the code can hand to `cn` is a literal in its source (Tailwind only generates CSS
 * for classes it finds written out), so the table covers them all: each string literal under
 * app/, components/ and lib/ is split into classes, and tailwind-merge itself decides, pair by
 * pair, which class overrides which. Classes with the same overrides form one group. A unit test
 * rebuilds the table and fails when the committed one is stale; run this after adding classes.
 */
import fs from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { parseClass } from "../lib/class-merge";

const SOURCE_DIRS = ["app", "components", "lib"];
export const TABLE_FILE = "lib/class-conflicts.ts";
const STRING_LITERAL = /"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g;

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/** The base classes (no variants, no `!`) written in the source that tailwind-merge recognises. */
export function collectClasses(root: string): string[] {
  const bases = new Set<string>();
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(path.join(root, dir))) {
      if (path.relative(root, file) === TABLE_FILE) continue;
      for (const literal of fs.readFileSync(file, "utf8").match(STRING_LITERAL) ?? []) {
        const text = literal.slice(1, -1).replace(/\$\{[^}]*\}/g, " ");
        for (const token of text.split(/\s+/)) {
          if (token) bases.add(parseClass(token).base);
        }
      }
    }
  }
  // tailwind-merge drops the first of two equal classes only when it knows the class.
  return [...bases].filter((base) => base && twMerge(`${base} ${base}`) === base).sort();
}

export type ConflictGroups = [classes: string, overrides: number[]][];

/**
 * Groups the classes by what overrides them and what they override. For each class `b`, one call
 * to tailwind-merge asks about every other class `a` at once: each pair sits under its own
 * made-up variant (`v7:a v7:b`), so pairs cannot affect each other, and `a` survives exactly when
 * `b` does not override it.
 */
export function buildConflictGroups(classes: string[]): ConflictGroups {
  const overriddenBy = new Map<string, string[]>(classes.map((c) => [c, []]));
  const overrides = new Map<string, string[]>();
  for (const b of classes) {
    const pairs = classes.map((a, i) => `v${i}:${a} v${i}:${b}`).join(" ");
    const survivors = new Set(twMerge(pairs).split(" "));
    // A known class always overrides an equal one before it (`px-2 px-2`).
    const beaten = classes.filter((a, i) => a === b || !survivors.has(`v${i}:${a}`));
    overrides.set(b, beaten);
    for (const a of beaten) overriddenBy.get(a)?.push(b);
  }
  // Same victims-of and same overrides: the classes are interchangeable in every merge.
  const signature = (c: string) =>
    `${overriddenBy.get(c)?.join(" ")}|${overrides.get(c)?.join(" ")}`;
  const groupBySignature = new Map<string, string[]>();
  for (const c of classes) {
    const key = signature(c);
    const members = groupBySignature.get(key);
    if (members) members.push(c);
    else groupBySignature.set(key, [c]);
  }
  const groups = [...groupBySignature.values()];
  const groupIndex = new Map<string, number>();
  groups.forEach((members, index) => members.forEach((c) => groupIndex.set(c, index)));
  return groups.map((members) => {
    const targets = new Set((overrides.get(members[0] ?? "") ?? []).map((c) => groupIndex.get(c)));
    return [members.join(" "), [...targets].filter((g) => g !== undefined).sort((x, y) => x - y)];
  });
}

export function renderTable(groups: ConflictGroups): string {
  const rows = groups.map(
    ([classes, targets]) => `  [${JSON.stringify(classes)}, [${targets.join(", ")}]],`,
  );
  return [
    "// Written by `npm run classes` (scripts/class-conflicts.ts); do not edit by hand.",
    "// Each row: classes that behave alike in a merge, and the rows whose classes they override.",
    "export const CLASS_CONFLICT_GROUPS: [string, number[]][] = [",
    ...rows,
    "];",
    "",
  ].join("\n");
}

const runDirectly =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (runDirectly) {
  const root = process.cwd();
  const classes = collectClasses(root);
  const groups = buildConflictGroups(classes);
  fs.writeFileSync(path.join(root, TABLE_FILE), renderTable(groups));
  console.log(`${TABLE_FILE}: ${classes.length} classes em ${groups.length} grupos`);
}
