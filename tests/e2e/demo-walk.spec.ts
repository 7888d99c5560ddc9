import { execFileSync } from "node:child_process";
import path from "node:path";
import type { Page } from "@playwright/test";
import { DEMO_CARD, DEMO_PAYMENT_METHODS } from "@/db/seed/catalog";
import { monthOf, shiftMonth, splitMonth, todayInSaoPaulo } from "@/lib/domain/calendar";
import { e2eDb, expect, loginAs, test } from "./fixtures";
import { readE2EState } from "./state";
import { shootEveryWay } from "./theme-shots";

/**
 * The demo account as a visitor meets it (`npm run db:seed` on the e2e database): a card whose past
 * faturas are paid, Competência and Caixa telling different months, and every screen of the walk
 * photographed at 375 and 1280 px in both themes.
 */
const shoot = (page: Page, name: string) => shootEveryWay(page, "demo-walk", name);

async function visit(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
}

let demoId: string;

test.describe("the demo shows what Bolso does best", () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // `npm run db:seed` itself, which prints the demo login it made.
    const printed = execFileSync(process.execPath, [path.join("node_modules", "tsx", "dist", "cli.mjs"), "scripts/seed.ts"], {
      env: { ...process.env, DATABASE_URL: readE2EState().databaseUrl },
      encoding: "utf8",
    });
    const email = /e-mail: (\S+)/.exec(printed)?.[1];
    const { rows } = await e2eDb().query<{ id: string }>("select id from users where email = $1", [email]);
    if (!rows[0]) throw new Error("e2e: conta de demonstração não criada");
    demoId = rows[0].id;
  });

  test("a card with paid faturas, Competência ≠ Caixa, and the walk at both widths and themes", async ({ page }) => {
    test.setTimeout(600_000);
    await page.addInitScript(() => localStorage.setItem("onboardingTourCompleted", "true"));
    await page.setViewportSize({ width: 375, height: 800 });
    await loginAs(page, { id: demoId });

    // Saldo em contas lists the accounts, never the card or a way to pay.
    await visit(page, "/dashboard");
    const balances = page.locator("[data-slot='panel']").filter({ has: page.getByRole("heading", { name: "Saldo em contas" }) });
    for (const method of DEMO_PAYMENT_METHODS) {
      await expect(balances.getByText(method.name, { exact: true })).toHaveCount(method.kind === "account" ? 1 : 0);
    }
    await shoot(page, "dashboard");

    await visit(page, "/transactions");
    await expect(page.getByTestId("transaction-row").first()).toBeVisible();
    await shoot(page, "transactions");

    await visit(page, "/cards");
    await expect(page.getByRole("heading", { name: DEMO_CARD.name })).toBeVisible();
    await shoot(page, "cards");

    // Two months back the fatura is closed, due and paid from the account.
    const { rows } = await e2eDb().query<{ id: string }>(
      "select id from payment_methods where user_id = $1 and kind = 'credit_card'",
      [demoId],
    );
    const { year, month } = splitMonth(shiftMonth(monthOf(todayInSaoPaulo()), -2));
    await visit(page, `/cards/${rows[0]?.id}?month=${month}&year=${year}`);
    await expect(page.getByText("Paga", { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId("statement-remaining")).toHaveText(/^R\$\s0,00$/);
    await shoot(page, "card-fatura-paid");
    await visit(page, `/cards/${rows[0]?.id}`);
    await expect(page.getByText("Aberta", { exact: true }).first()).toBeVisible();
    await shoot(page, "card-fatura-open");

    await visit(page, "/accounts");
    await shoot(page, "accounts");

    // The same three months read by purchase and by payment: the card makes them differ.
    await visit(page, "/reports?periodo=3m");
    const regime = page.getByRole("radiogroup", { name: "Regime" });
    await regime.getByRole("radio", { name: "Competência" }).click();
    // The choice is saved, then the screen is read again on the server: that takes its time.
    await expect(regime.getByRole("radio", { name: "Competência" })).toHaveAttribute("aria-checked", "true", { timeout: 30_000 });
    await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
    const byPurchase = await page.getByTestId("report-totals").innerText();
    await shoot(page, "reports-competencia");
    await regime.getByRole("radio", { name: "Caixa" }).click();
    await expect(regime.getByRole("radio", { name: "Caixa" })).toHaveAttribute("aria-checked", "true", { timeout: 30_000 });
    await expect(page.getByTestId("report-totals")).not.toHaveText(byPurchase);
    await shoot(page, "reports-caixa");

    // The other lists, at 375 px too: nothing cut so short it loses its meaning.
    for (const screen of ["recurring-payments", "objectives", "budgets", "categories", "payments"]) {
      await visit(page, `/${screen}`);
      await shoot(page, screen);
    }

    await visit(page, "/import");
    await page.getByLabel("Arquivo do extrato").setInputFiles(path.join(process.cwd(), "tests/fixtures/import/ofx1-latin1.ofx"));
    const preview = page.getByRole("region", { name: "Prévia da importação" });
    await expect(preview.getByText("PÃO DE AÇÚCAR - SÃO PAULO")).toBeVisible();
    // At 375 px every row still shows its amount and its category.
    for (const cell of await preview.locator("tbody tr").all()) {
      await expect(cell.locator("td").nth(3)).toBeInViewport();
      await expect(cell.getByRole("button", { name: /^Categoria de / })).toBeInViewport();
    }
    await shoot(page, "import-preview");
  });
});
