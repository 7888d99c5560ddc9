import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const protectedDir = path.join(root, "app", "(app)");

function pages(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pages(full);
    return entry.name === "page.tsx" ? [path.relative(root, full)] : [];
  });
}

describe("protected pages", () => {
  // The layout is not re-rendered when the sidebar navigates, so a guard there alone lets a
  // click through: each page has to run it.
  it("call requirePageUser() themselves", () => {
    const all = pages(protectedDir);
    expect(all.length).toBeGreaterThanOrEqual(11);
    const unguarded = all.filter((file) => !/\brequirePageUser\(/.test(fs.readFileSync(path.join(root, file), "utf8")));
    expect(unguarded).toEqual([]);
  });

  it("exempt from the subscription only /subscription (and its return pages), /settings, /profile and an invitation to a household", () => {
    const exempt = pages(protectedDir).filter((file) =>
      /\brequirePageUser\(\s*\{\s*subscription:\s*false\s*\}\s*\)/.test(fs.readFileSync(path.join(root, file), "utf8")),
    );
    expect(exempt.sort()).toEqual(
      [
        "app/(app)/casa/convite/page.tsx",
        "app/(app)/profile/page.tsx",
        "app/(app)/settings/page.tsx",
        "app/(app)/subscription/cancel/page.tsx",
        "app/(app)/subscription/page.tsx",
        "app/(app)/subscription/success/page.tsx",
      ].map((file) => path.join(...file.split("/"))),
    );
  });
});
