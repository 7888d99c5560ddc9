import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cn } from "../../lib/utils";

const globals = fs.readFileSync(path.resolve(import.meta.dirname, "../../app/globals.css"), "utf8");
/** The names a `@theme` block declares under one namespace (`--animate-fade-in` → `fade-in`). */
const themeTokens = (namespace: string) =>
  [...globals.matchAll(new RegExp(`--${namespace}-([a-z0-9-]+)\\s*:`, "g"))].map((match) => match[1]!);

describe("cn merges classes through tailwind-merge, with the project's tokens", () => {
  it("lets the later class win, as the screens rely on", () => {
    expect(cn("h-9 px-4 text-sm", "h-8 px-3 text-[13px]")).toBe("h-8 px-3 text-[13px]");
    expect(cn("inline-flex justify-center gap-2", "w-full justify-between")).toBe("inline-flex gap-2 w-full justify-between");
    expect(cn("px-4 py-2", "p-3")).toBe("p-3");
    expect(cn("p-3", "px-4")).toBe("p-3 px-4");
    expect(cn("hidden md:inline-flex", "md:hidden")).toBe("hidden md:hidden");
    expect(cn("text-zinc-600 dark:text-zinc-400", false, undefined, "text-emerald-700")).toBe("dark:text-zinc-400 text-emerald-700");
    expect(cn("hover:bg-zinc-100 bg-white")).toBe("hover:bg-zinc-100 bg-white");
  });

  it("reads the theme's colours as colours: one replaces another, never a size", () => {
    expect(themeTokens("color")).toEqual(expect.arrayContaining(["brand", "brand-hover", "brand-foreground", "muted-foreground"]));
    expect(cn("text-zinc-600", "text-muted-foreground")).toBe("text-muted-foreground");
    expect(cn("text-sm text-brand-foreground", "text-xs")).toBe("text-brand-foreground text-xs");
    expect(cn("bg-brand hover:bg-brand-hover", "bg-red-600 hover:bg-red-700")).toBe("bg-red-600 hover:bg-red-700");
    expect(cn("text-brand", "text-[13px]")).toBe("text-brand text-[13px]");
  });

  it("knows every animation of the theme: a named one replaces another and animate-pulse", () => {
    const animations = themeTokens("animate").filter((name) => name !== "pulse");
    expect(animations).toContain("fade-in");
    for (const name of animations) {
      expect(cn("animate-pulse", `animate-${name}`), name).toBe(`animate-${name}`);
      expect(cn(`data-[state=open]:animate-${name}`, "data-[state=open]:animate-none"), name).toBe("data-[state=open]:animate-none");
    }
    expect(cn("data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in", "data-[state=open]:animate-pop-in")).toBe(
      "data-[state=closed]:animate-fade-out data-[state=open]:animate-pop-in",
    );
  });

  it("keeps what it does not know, and the project's own utilities", () => {
    expect(cn("group/hint relative theme-switching", "absolute")).toBe("group/hint theme-switching absolute");
    expect(cn("scroll-shadows overflow-auto", "overflow-hidden")).toBe("scroll-shadows overflow-hidden");
    expect(cn("px-2 px-2")).toBe("px-2");
    expect(cn("")).toBe("");
  });
});
