import type { Page } from "@playwright/test";
import { currentYearMonth, toDay } from "@/lib/domain/calendar";
import { e2eDb, expect, screenshot, test } from "./fixtures";
import type { E2EUser } from "./fixtures";

const NBSP = "\u00a0";

/**
 * Mercado with a limit of 500,00 from this month, and three expenses in it:
 *   Feira                 150,50  this month, from an account        → this month in both regimes
 *   Supermercado (cartão) 300,00  this month, on next month's fatura → this month only by competência
 *   Farmácia (cartão)      40,00  last month, on this month's fatura → this month only by caixa
 * This month: competência 450,50 (90 %), caixa 190,50 (38 %).
 */
async function seedCardMonth(user: E2EUser) {
  const { year, month } = currentYearMonth();
  const last = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  const db = e2eDb();
  const { rows: categories } = await db.query<{ id: string }>(
    "insert into categories (user_id, name, color) values ($1, 'Mercado', '#10B981') returning id",
    [user.id],
  );
  const mercado = categories[0]!.id;
  const { rows: cards } = await db.query<{ id: string }>(
    `insert into payment_methods (user_id, name, color, kind, closing_day, due_day)
     values ($1, 'Cartão Roxo', '#8B5CF6', 'credit_card', 28, 5) returning id`,
    [user.id],
  );
  await db.query("insert into budgets (user_id, category_id, start_month, \"limit\") values ($1, $2, $3, 500)", [
    user.id,
    mercado,
    toDay(year, month, 1),
  ]);
  await db.query(
    `insert into transactions (user_id, description, valor, transaction_date, transaction_type_id, category_id, payment_method_id, statement_month)
     select $1, d.description, d.valor, d.day::date, t.id, $2, d.card, d.fatura::date
     from (values ('Feira', 150.50, $3, null::uuid, null),
                  ('Supermercado', 300.00, $3, $4::uuid, $5),
                  ('Farmácia', 40.00, $6, $4::uuid, $3)) as d(description, valor, day, card, fatura)
     join transaction_types t on t.transaction_type = 'despesa'`,
    [user.id, mercado, toDay(year, month, 1), cards[0]!.id, toDay(next.year, next.month, 1), toDay(last.year, last.month, 1)],
  );
  await db.query("update users set dashboard_regime = 'caixa' where id = $1", [user.id]);
}

async function prepare(page: Page) {
  await page.addInitScript(() => localStorage.setItem("onboardingTourCompleted", "true"));
  await page.setViewportSize({ width: 375, height: 800 });
}

test.describe("Orçamentos e Relatórios no regime de caixa", () => {
  test.beforeAll(async ({ request }) => {
    await request.get("/budgets");
  });

  test("the saved regime counts card purchases by fatura, and the toggle switches both screens (375 px)", async ({ page, user }) => {
    await prepare(page);
    await seedCardMonth(user);
    await page.goto("/budgets");
    const regime = page.getByRole("radiogroup", { name: "Regime" });
    await expect(regime.getByRole("radio", { name: "Caixa" })).toHaveAttribute("aria-checked", "true");
    await expect(page.getByText("Caixa: compras no cartão contam no mês em que a fatura vence.")).toBeVisible();
    const row = page.getByTestId("budget-row").filter({ hasText: "Mercado" });
    await expect(row).toContainText(`R$${NBSP}190,50 de R$${NBSP}500,00 (38%)`);
    await screenshot(page, "budgets-caixa-light-375");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await regime.getByRole("radio", { name: "Competência" }).click();
    await expect(row).toContainText(`R$${NBSP}450,50 de R$${NBSP}500,00 (90%)`);
    await expect(row).toHaveAttribute("data-level", "warning");

    await page.goto("/reports?periodo=3m");
    await expect(page.getByTestId("report-totals")).toContainText(`R$${NBSP}490,50`);
    await page.getByRole("radiogroup", { name: "Regime" }).getByRole("radio", { name: "Caixa" }).click();
    // Under caixa the 300,00 falls on next month's fatura, outside the period.
    await expect(page.getByTestId("report-totals")).toContainText(`R$${NBSP}190,50`);
    await expect(page.getByTestId("cash-flow").locator(".recharts-surface").first()).toBeVisible();
    const href = await page.getByRole("link", { name: "Exportar CSV" }).getAttribute("href");
    expect(href).toMatch(/&regime=caixa$/);
    await screenshot(page, "reports-caixa-light-375");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
