import type { Locator, Page } from "@playwright/test";
import { formatMonthLabel } from "@/lib/format/dates";
import { e2eDb, expect, test } from "./fixtures";
import { skipOnboardingTour } from "./label-screen-journey";

/**
 * What the transactions screen specs share: locators, the user's categories, payment method and
 * objective (`createReferences`), rows straight into the database, the dialog's first fields and
 * the month links, and `setupTransactionsScreen` for each file's describe.
 */
export const rows = (page: Page) => page.getByTestId("transaction-row");
export const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
export const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });
export const monthLabel = (page: Page) => page.getByTestId("month-label");

/** Compiles the routes up front (`next dev` does so on first request) and skips the tour. */
export function setupTransactionsScreen() {
  // `next dev` compiles a route on its first request: do it before the clock starts.
  test.beforeAll(async ({ request }) => {
    await request.get("/transactions");
    await request.get("/api/v1/transaction/list-all?month=1");
    await request.get("/api/v1/transaction/transaction-types");
  });

  test.beforeEach(async ({ page }) => skipOnboardingTour(page));
}

/** Categories Mercado and Salário, the payment method Pix, and the objective Viagem holding 100,00. */
export async function createReferences(userId: string) {
  const db = e2eDb();
  await db.query(
    `insert into categories (user_id, name, color) values ($1, 'Mercado', '#F59E0B'), ($1, 'Salário', '#10B981')`,
    [userId],
  );
  await db.query(
    `insert into payment_methods (user_id, name, color) values ($1, 'Pix', '#6366F1')`,
    [userId],
  );
  await db.query(
    `insert into objectives (user_id, name, target_value) values ($1, 'Viagem', 5000)`,
    [userId],
  );
  // Money already in Viagem, months ago: a receita linked to it withdraws, which needs a balance.
  await db.query(
    `insert into transactions (user_id, description, valor, transaction_date, transaction_type_id, is_objective, objective_id)
     select $1, 'Depósito inicial', 100, (current_date - interval '3 months')::date, tt.id, true, o.id
     from transaction_types tt, objectives o where tt.transaction_type = 'despesa' and o.user_id = $1`,
    [userId],
  );
}

export async function pick(dialog: Locator, page: Page, field: string, option: string) {
  await dialog.getByRole("combobox", { name: field }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Opens 'Nova Transação' and fills what every transaction needs. */
export async function openNew(page: Page, description: string, valor: string) {
  await page.getByRole("button", { name: "Nova Transação" }).click();
  const dialog = page.getByRole("dialog", { name: "Nova Transação" });
  await dialog.getByRole("textbox", { name: "Descrição" }).fill(description);
  await dialog.getByRole("textbox", { name: /^Valor/ }).fill(valor);
  return dialog;
}

/**
 * Picks Receita or Despesa as a person does, on the visible button (a label around an sr-only
 * radio). Playwright then waits for the dialog to stop moving; a forced check on the 1 px radio
 * could land outside the viewport while the dialog was still opening.
 */
export async function chooseType(dialog: Locator, type: "Receita" | "Despesa") {
  const radio = dialog.page().getByRole("radio", { name: type, exact: true });
  await dialog.locator("label").filter({ has: radio }).click();
  await expect(dialog.getByRole("radio", { name: type, exact: true })).toBeChecked();
}

/** Steps with the month links, waiting for each month's URL before the next click. */
export async function goToMonth(
  page: Page,
  from: { year: number; month: number },
  to: { year: number; month: number },
) {
  const steps = to.year * 12 + to.month - (from.year * 12 + from.month);
  const link = page.getByRole("link", { name: steps > 0 ? "Próximo mês" : "Mês anterior" });
  let index = from.year * 12 + from.month - 1;
  for (let i = 0; i < Math.abs(steps); i++) {
    await link.click();
    index += Math.sign(steps);
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    await expect(page).toHaveURL(new RegExp(`[?&]month=${month}&year=${year}(&|$)`));
    await expect(monthLabel(page)).toHaveText(formatMonthLabel(year, month));
  }
}
