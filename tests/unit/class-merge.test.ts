import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import {
  TABLE_FILE,
  buildConflictGroups,
  collectClasses,
  renderTable,
} from "../../scripts/class-conflicts";
import { mergeClasses, parseClass } from "../../lib/class-merge";
import { cn } from "../../lib/utils";

const root = path.resolve(import.meta.dirname, "../..");
const classes = collectClasses(root);

describe("class merging without tailwind-merge at run time", () => {
  it("the committed conflict table is the one the source's classes give (else: npm run classes)", () => {
    const fresh = renderTable(buildConflictGroups(classes));
    expect(fs.readFileSync(path.join(root, TABLE_FILE), "utf8")).toBe(fresh);
  }, 60_000);

  it("finds the classes the screens use", () => {
    expect(classes.length).toBeGreaterThan(300);
    for (const name of ["px-4", "text-sm", "text-[13px]", "justify-between", "bg-zinc-800/70"]) {
      expect(classes).toContain(name);
    }
    // Words of the copy are not classes.
    expect(classes).not.toContain("Salvar");
  });

  it("lets the later class win, as the screens rely on", () => {
    expect(cn("h-9 px-4 text-sm", "h-8 px-3 text-[13px]")).toBe("h-8 px-3 text-[13px]");
    expect(cn("inline-flex justify-center gap-2", "w-full justify-between")).toBe(
      "inline-flex gap-2 w-full justify-between",
    );
    expect(cn("px-4 py-2", "p-3")).toBe("p-3");
    expect(cn("p-3", "px-4")).toBe("p-3 px-4");
    expect(cn("hidden md:inline-flex", "md:hidden")).toBe("hidden md:hidden");
    expect(cn("text-zinc-600 dark:text-zinc-400", false, undefined, "text-emerald-700")).toBe(
      "dark:text-zinc-400 text-emerald-700",
    );
  });

  it("keeps what it does not know, and variants apart", () => {
    expect(cn("group/hint relative theme-switching", "absolute")).toBe(
      "group/hint theme-switching absolute",
    );
    expect(cn("hover:bg-zinc-100 bg-white")).toBe("hover:bg-zinc-100 bg-white");
    expect(cn("dark:hover:bg-zinc-800 hover:dark:bg-zinc-900")).toBe("hover:dark:bg-zinc-900");
    expect(cn("px-2 px-2")).toBe("px-2");
    expect(cn("")).toBe("");
    expect(parseClass("[&_svg:not([class*='size-'])]:size-4")).toEqual({
      modifierId: "[&_svg:not([class*='size-'])]",
      base: "size-4",
    });
    expect(parseClass("md:hover:!px-2")).toEqual({ modifierId: "hover:md!", base: "px-2" });
  });

  it("gives tailwind-merge's answer for any list of the source's classes, variants and !", () => {
    const modifiers = ["", "hover:", "dark:", "md:", "dark:hover:", "hover:dark:", "sm:", "!"];
    const token = fc
      .tuple(
        fc.constantFrom(...modifiers),
        fc.oneof(
          { weight: 9, arbitrary: fc.constantFrom(...classes) },
          { weight: 1, arbitrary: fc.constantFrom("group", "theme-switching", "peer", "foo-bar") },
        ),
      )
      .map(([modifier, name]) => (modifier === "!" ? `${name}!` : `${modifier}${name}`));
    fc.assert(
      fc.property(fc.array(token, { minLength: 1, maxLength: 24 }), (tokens) => {
        const list = tokens.join(" ");
        expect(mergeClasses(list)).toBe(twMerge(list));
      }),
      { numRuns: 3000 },
    );
  });

  it("gives tailwind-merge's answer for every pair of related classes", () => {
    // Pairs from the same family (same text before the first dash) are where conflicts live.
    const family = (name: string) => name.replace(/^-/, "").split("-")[0];
    for (const a of classes) {
      for (const b of classes) {
        if (a === b || family(a) !== family(b)) continue;
        expect(mergeClasses(`${a} ${b}`), `${a} ${b}`).toBe(twMerge(`${a} ${b}`));
      }
    }
  });
});
