import { CLASS_CONFLICT_GROUPS } from "./class-conflicts";
import { once } from "./once";

/**
 * Tailwind class merging ("the later class wins") that gives the same answer as tailwind-merge for
 * every class this codebase writes, without tailwind-merge's cost on a phone. tailwind-merge builds
 * a map of all of Tailwind's ~380 class groups from its default config on its first call; in
 * Chromium with the CPU slowed 4× (Lighthouse's phone) that call took 45–120 ms, inside the first
 * hydration task of every page. Here the conflicts among our own classes come precomputed
 * (lib/class-conflicts.ts, written by `npm run classes` with tailwind-merge itself as the judge),
 * so a merge is a few map lookups, and a list seen before is answered from a cache.
 *
 * The algorithm is tailwind-merge's (v3): read right to left; a class is dropped when a class after
 * it, under the same variants and `!`, overrides it. A class not in the table is kept, as
 * tailwind-merge keeps what it does not know. tests/unit/class-merge.test.ts holds the table to the
 * source and this function to tailwind-merge.
 */

/** Variants whose order changes the selector; the others are compared sorted. */
const ORDER_SENSITIVE = new Set([
  "*",
  "**",
  "after",
  "backdrop",
  "before",
  "details-content",
  "file",
  "first-letter",
  "first-line",
  "marker",
  "placeholder",
  "selection",
]);

interface ConflictTable {
  /** Class (without variants or `!`) → its group. */
  groupOf: Map<string, number>;
  /** Group → the groups its classes override (its own included). */
  overrides: number[][];
}

/** Built on the first merge, not at load: a page that merges nothing pays nothing. */
const conflictTable = once((): ConflictTable => {
  const groupOf = new Map<string, number>();
  const overrides: number[][] = [];
  CLASS_CONFLICT_GROUPS.forEach(([classes, overridden], group) => {
    for (const name of classes.split(" ")) groupOf.set(name, group);
    overrides.push(overridden);
  });
  return { groupOf, overrides };
});

export interface ParsedClass {
  /** The variants and `!` that a conflicting class must share, in a canonical order. */
  modifierId: string;
  /** The class itself: `bg-zinc-800/70` in `dark:hover:bg-zinc-800/70`. */
  base: string;
}

/** Splits `md:hover:!px-2` into its variants and base, as tailwind-merge does. */
export function parseClass(className: string): ParsedClass {
  if (!className.includes(":") && !className.startsWith("!") && !className.endsWith("!")) {
    return { modifierId: "", base: className };
  }
  const modifiers: string[] = [];
  let brackets = 0;
  let parens = 0;
  let start = 0;
  for (let index = 0; index < className.length; index += 1) {
    const character = className[index];
    if (brackets === 0 && parens === 0 && character === ":") {
      modifiers.push(className.slice(start, index));
      start = index + 1;
      continue;
    }
    if (character === "[") brackets += 1;
    else if (character === "]") brackets -= 1;
    else if (character === "(") parens += 1;
    else if (character === ")") parens -= 1;
  }
  let base = modifiers.length === 0 ? className : className.slice(start);
  let important = false;
  if (base.endsWith("!")) {
    base = base.slice(0, -1);
    important = true;
  } else if (base.startsWith("!")) {
    base = base.slice(1);
    important = true;
  }
  const variants = modifiers.length > 1 ? sortModifiers(modifiers) : modifiers;
  return { modifierId: variants.join(":") + (important ? "!" : ""), base };
}

/** Sorts runs of variants alphabetically; arbitrary and order-sensitive variants stay in place. */
function sortModifiers(modifiers: string[]): string[] {
  const sorted: string[] = [];
  let run: string[] = [];
  for (const modifier of modifiers) {
    if (modifier.startsWith("[") || ORDER_SENSITIVE.has(modifier)) {
      sorted.push(...run.sort(), modifier);
      run = [];
    } else {
      run.push(modifier);
    }
  }
  sorted.push(...run.sort());
  return sorted;
}

/** The same few class lists come back on every render (a sidebar link per route, say). */
const merged = new Map<string, string>();
const MERGED_LIMIT = 1000;

/** Drops every class that a later class overrides; keeps the order of the rest. */
export function mergeClasses(classList: string): string {
  let result = merged.get(classList);
  if (result === undefined) {
    result = merge(classList);
    if (merged.size >= MERGED_LIMIT) merged.clear();
    merged.set(classList, result);
  }
  return result;
}

function merge(classList: string): string {
  const names = classList.trim().split(/\s+/);
  if (names.length === 1) return names[0] ?? "";
  const { groupOf, overrides } = conflictTable();
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = names.length - 1; index >= 0; index -= 1) {
    const name = names[index] ?? "";
    const { modifierId, base } = parseClass(name);
    const group = groupOf.get(base);
    if (group !== undefined) {
      if (taken.has(`${modifierId}|${group}`)) continue;
      for (const overridden of overrides[group] ?? []) taken.add(`${modifierId}|${overridden}`);
    }
    kept.push(name);
  }
  return kept.reverse().join(" ");
}
