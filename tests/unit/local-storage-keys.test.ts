import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ThemeScript } from "@/components/theme/theme-script";
import { forgetTheme, setTheme } from "@/components/theme/theme-store";
import {
  clearStoredSession,
  mergeStoredUser,
  setOnboardingTourCompleted,
  storeUser,
} from "@/lib/client/local-user";

/** The product spec's localStorage keys: the contract, and all Bolso may write there. */
const SPEC_KEYS = ["token", "user", "subscriptionStatus", "userEmailForSubscription", "onboardingTourCompleted"];

const root = path.resolve(import.meta.dirname, "../..");

class RecordingStorage {
  readonly items = new Map<string, string>();
  readonly written = new Set<string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.written.add(key);
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

let storage: RecordingStorage;
let cookies: string[];
let classes: Set<string>;

beforeEach(() => {
  storage = new RecordingStorage();
  cookies = [];
  classes = new Set();
  const classList = {
    contains: (name: string) => classes.has(name),
    add: (name: string) => classes.add(name),
    remove: (name: string) => classes.delete(name),
    toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)),
  };
  const document = {
    documentElement: { classList },
    set cookie(value: string) {
      cookies.push(value);
    },
  };
  vi.stubGlobal("localStorage", storage);
  vi.stubGlobal("window", { localStorage: storage });
  vi.stubGlobal("document", document);
  vi.stubGlobal("requestAnimationFrame", () => 0);
});

afterEach(() => vi.unstubAllGlobals());

/** Runs the script ThemeScript renders, as the browser would on a full page load. */
function runThemeScript(cookieTheme: string) {
  const html = renderToStaticMarkup(createElement(ThemeScript, { cookieTheme }));
  const code = /<script[^>]*>([\s\S]*)<\/script>/.exec(html)![1]!;
  vm.runInNewContext(code, { localStorage: storage, document: globalThis.document });
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

describe("localStorage holds only the spec's keys", () => {
  it("writes nothing else while a user logs in, is refreshed, finishes the tour, switches theme and logs out", () => {
    const user = { _id: "u1", name: "Ana", email: "ana@example.com", subscriptionStatus: "active" as const, vipAccess: false };
    storeUser(user);
    mergeStoredUser({ name: "Ana Maria" });
    setOnboardingTourCompleted();
    setTheme("dark");
    setTheme("light");
    forgetTheme();
    runThemeScript("dark");
    clearStoredSession();
    expect(storage.written.size).toBeGreaterThan(0);
    expect([...storage.written].filter((key) => !SPEC_KEYS.includes(key))).toEqual([]);
  });

  it("keeps the theme in the cookie the server reads", () => {
    setTheme("dark");
    expect(classes.has("dark")).toBe(true);
    expect(cookies.at(-1)).toMatch(/^theme=dark;/);
    forgetTheme();
    expect(cookies.at(-1)).toMatch(/^theme=; .*max-age=0/);
  });

  it("moves a choice an older version kept in localStorage to the cookie, and forgets the old copy", () => {
    storage.items.set("theme", "dark");
    runThemeScript("");
    expect(classes.has("dark")).toBe(true);
    expect(cookies).toEqual([expect.stringMatching(/^theme=dark;/)]);
    expect(storage.items.has("theme")).toBe(false);
  });

  it("renews a known theme cookie and never echoes an unknown one into the page", () => {
    runThemeScript("light");
    expect(cookies).toEqual([expect.stringMatching(/^theme=light;.*max-age=\d+/)]);
    cookies.length = 0;
    runThemeScript('"</script><script>alert(1)//');
    expect(cookies).toEqual([]);
  });

  it("leaves writing localStorage to lib/client/local-user.ts alone, whose writes the first test checks", () => {
    const writers = ["app", "components", "lib"]
      .flatMap(sourceFiles)
      .filter((file) => file !== path.join("lib", "client", "local-user.ts"))
      .filter((file) =>
        /localStorage\s*(\?\.|\.)\s*setItem|localStorage\s*\[/.test(fs.readFileSync(path.join(root, file), "utf8")),
      );
    expect(writers).toEqual([]);
  });
});
