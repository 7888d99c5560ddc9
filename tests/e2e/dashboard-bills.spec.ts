import type { Page } from "@playwright/test";
import { addDays, splitDay, todayInSaoPaulo } from "@/lib/domain/calendar";
import {
  NBSP,
  day,
  insertMonthlyBill,
  pending,
  statValue,
  toast,
  setupDashboardHousehold,
} from "./dashboard-fixtures";
import { e2eDb, expect, screenshot, test } from "./fixtures";
import { skipOnboardingTour } from "./label-screen-journey";

/** Bills created today: last month's unpaid occurrence would be overdue and light the bell on its own. */
async function billsStartToday(userId: string) {
  await e2eDb().query("update recurring_payments set created_at = now() where user_id = $1", [userId]);
}

/** The last answered bell check (the bell exposes how many checks came back). */
async function waitForBellCheck(page: Page) {
  await expect(page.getByRole("button", { name: /^Notificações/ })).not.toHaveAttribute(
    "data-checks",
    "0",
  );
}

/** Bills on the dashboard: paying one from its tile, and the bell's dot for one due tomorrow. */
test.describe("Dashboard", () => {
  setupDashboardHousehold();

  test("marking a bill paid at its real amount shows 'Pago', adds the expense, and undo takes it back", async ({
    page,
    user,
  }) => {
    await insertMonthlyBill(user.id, "Internet", "99.90", 28);
    await page.goto("/dashboard");
    const bill = pending(page, day(28));
    await expect(bill).toContainText("Internet");
    await expect(bill).toContainText(`R$${NBSP}99,90`);
    await expect(page.getByTestId("pending-payments")).toContainText(`1 a pagar · R$${NBSP}99,90`);
    await expect(statValue(page, "expense")).toHaveText(`R$${NBSP}2.082,55`);

    await bill.getByRole("button", { name: "Marcar como pago" }).click();
    const dialog = page.getByRole("dialog", { name: "Registrar pagamento" });
    // The bill's amount comes prefilled; this month's was a little more.
    await expect(dialog.getByLabel("Valor pago (R$)")).toHaveValue("99,90");
    await expect(dialog.getByRole("button", { name: "Cancelar" })).toBeVisible();
    await dialog.getByLabel("Valor pago (R$)").fill("104,37");
    await dialog.getByRole("button", { name: "Confirmar pagamento" }).click();
    await expect(bill.getByText("Pago", { exact: true })).toBeVisible();
    await expect(bill).toContainText(`R$${NBSP}104,37`);
    const paidOn = todayInSaoPaulo();
    await expect(bill).toContainText(`Pago em ${paidOn.slice(8, 10)}/${paidOn.slice(5, 7)}`);
    await expect(toast(page, "Pagamento registrado")).toBeVisible();
    await expect(statValue(page, "expense")).toHaveText(`R$${NBSP}2.186,92`);
    await expect(page.getByTestId("recent-transaction").first()).toContainText("Internet");
    await expect(page.getByTestId("pending-payments")).toContainText("Tudo pago neste mês");
    const { rows } = await e2eDb().query<{ valor: string; transaction_date: string }>(
      "select valor, to_char(transaction_date, 'YYYY-MM-DD') as transaction_date from transactions where user_id = $1 and description = 'Internet'",
      [user.id],
    );
    // Dated on the day it was paid (today), not on its due day.
    expect(rows).toEqual([{ valor: "104.37", transaction_date: paidOn }]);
    // The bill itself keeps its amount.
    const { rows: bills } = await e2eDb().query<{ amount: string }>(
      "select amount from recurring_payments where user_id = $1 and name = 'Internet'",
      [user.id],
    );
    expect(bills).toEqual([{ amount: "99.90" }]);
    await screenshot(page, "dashboard-bill-paid");

    await bill.getByRole("button", { name: "Desfazer pagamento de Internet" }).click();
    await expect(bill.getByRole("button", { name: "Marcar como pago" })).toBeVisible();
    await expect(statValue(page, "expense")).toHaveText(`R$${NBSP}2.082,55`);
    const after = await e2eDb().query(
      "select 1 from transactions where user_id = $1 and description = 'Internet'",
      [user.id],
    );
    expect(after.rowCount).toBe(0);
  });
});

test.describe("Bell", () => {
  const today = todayInSaoPaulo();

  test("the red dot shows for a bill due tomorrow", async ({ page, user }) => {
    await skipOnboardingTour(page);
    await insertMonthlyBill(user.id, "Conta de luz", "189.90", splitDay(addDays(today, 1)).day);
    await billsStartToday(user.id);
    await page.goto("/dashboard");
    await waitForBellCheck(page);
    await expect(page.getByTestId("bell-alert-dot")).toBeVisible();
    await page.getByRole("button", { name: "Notificações: há pagamentos vencendo" }).click();
    await expect(page.getByRole("dialog", { name: "Notificações" })).toContainText("Conta de luz");
    await screenshot(page, "dashboard-bell");

    // Paying it puts the dot out (on a month's last day, tomorrow's bill is on next month's tile).
    await page.keyboard.press("Escape");
    if (splitDay(addDays(today, 1)).month === splitDay(today).month) {
      await pending(page, addDays(today, 1))
        .getByRole("button", { name: "Marcar como pago" })
        .click();
      await page.getByRole("button", { name: "Confirmar pagamento" }).click();
      await expect(page.getByTestId("bell-alert-dot")).toHaveCount(0);
    }
  });

  test("no dot for a bill due in 3 days", async ({ page, user }) => {
    await skipOnboardingTour(page);
    await insertMonthlyBill(user.id, "Condomínio", "650.00", splitDay(addDays(today, 3)).day);
    await billsStartToday(user.id);
    await page.goto("/dashboard");
    await waitForBellCheck(page);
    await expect(page.getByRole("button", { name: "Notificações", exact: true })).toBeVisible();
    await expect(page.getByTestId("bell-alert-dot")).toHaveCount(0);
  });
});
