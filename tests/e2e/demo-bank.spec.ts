import { execFileSync } from "node:child_process";
import path from "node:path";
import type { Page } from "@playwright/test";
import { e2eDb, expect, loginAs, test } from "./fixtures";
import { readE2EState } from "./state";
import { SHOTS_DIR } from "./theme-shots";

/** The demo's connected bank as a visitor meets it at 375 px: connected, 8 rows to review, the rows' payees. */
async function visit(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS_DIR, "demo-bank", `${name}-375.png`), fullPage: true });

let demoId: string;

test.describe("the demo's connected bank", () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const printed = execFileSync(process.execPath, [path.join("node_modules", "tsx", "dist", "cli.mjs"), "scripts/seed.ts"], {
      env: { ...process.env, DATABASE_URL: readE2EState().databaseUrl },
      encoding: "utf8",
    });
    const email = /e-mail: (\S+)/.exec(printed)?.[1];
    const { rows } = await e2eDb().query<{ id: string }>("select id from users where email = $1", [email]);
    if (!rows[0]) throw new Error("e2e: conta de demonstração não criada");
    demoId = rows[0].id;
  });

  test("shows Pluggy Bank connected, its rows to review, and the year of bank rows", async ({ page }) => {
    test.setTimeout(300_000);
    await page.addInitScript(() => localStorage.setItem("onboardingTourCompleted", "true"));
    await page.setViewportSize({ width: 375, height: 800 });
    await loginAs(page, { id: demoId });

    await visit(page, "/connections");
    await expect(page.getByText("Pluggy Bank").first()).toBeVisible();
    await expect(page.getByText("Atualizada").first()).toBeVisible();
    await shot(page, "connections");

    await visit(page, "/dashboard");
    await shot(page, "dashboard");

    await visit(page, "/transactions");
    await expect(page.getByTestId("transaction-row").first()).toBeVisible();
    await shot(page, "transactions");

    await visit(page, "/recurring-payments");
    await expect(page.getByText(/Spotify parece uma assinatura/).first()).toBeVisible();
    await shot(page, "recurring-payments");
  });
});
