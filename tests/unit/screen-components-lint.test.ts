import { ESLint, Linter } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const eslint = new ESLint();

/** The no-restricted-imports options eslint.config.mjs gives `file`, run over one import of `source`. */
async function errorsFor(file: string, source: string): Promise<string[]> {
  const config = (await eslint.calculateConfigForFile(file)) as Linter.Config;
  const rule = config.rules?.["no-restricted-imports"];
  const messages = new Linter({ configType: "flat" }).verify(
    `import { x } from "${source}";\nexport { x };\n`,
    { files: ["**/*.ts", "**/*.tsx"], languageOptions: { sourceType: "module" }, rules: { "no-restricted-imports": rule } },
    file,
  );
  return messages.map((message) => message.message);
}

describe("a screen's _components are private to it", () => {
  const budgets = "app/(app)/budgets/_components/budget-list.tsx";
  // Loading the config (eslint-config-next and its plugins) is slow the first time.
  beforeAll(() => eslint.calculateConfigForFile(budgets), 60_000);

  it("lets a screen import its own _components and the shell's", async () => {
    expect(await errorsFor(budgets, "@/app/(app)/budgets/_components/x")).toEqual([]);
    expect(await errorsFor("app/(app)/cards/[id]/page.tsx", "@/app/(app)/cards/_components/x")).toEqual([]);
    expect(await errorsFor("app/(app)/dashboard/page.tsx", "./_components/x")).toEqual([]);
    expect(await errorsFor("app/(app)/layout.tsx", "./_components/shell-bell")).toEqual([]);
    expect(await errorsFor(budgets, "@/app/(app)/_components/shell-bell")).toEqual([]);
  });

  it("fails on another screen's _components, by alias or by a relative path", async () => {
    expect(await errorsFor(budgets, "@/app/(app)/dashboard/_components/x")).toHaveLength(1);
    expect(await errorsFor(budgets, "../../dashboard/_components/x")).toHaveLength(1);
    expect(await errorsFor("app/(app)/reports/page.tsx", "@/app/(app)/reports-old/_components/x")).toHaveLength(1);
  });

  it("fails on any _components outside app/", async () => {
    for (const file of ["components/dashboard/stat-tile.tsx", "lib/utils.ts", "server/http/route.ts", "tests/unit/layers.test.ts"]) {
      expect(await errorsFor(file, "@/app/(app)/dashboard/_components/x")).toHaveLength(1);
    }
  });

  it("still keeps Sonner and tailwind-merge out of screens", async () => {
    expect(await errorsFor(budgets, "sonner")).toHaveLength(1);
    expect(await errorsFor(budgets, "tailwind-merge")).toHaveLength(1);
  });
});
