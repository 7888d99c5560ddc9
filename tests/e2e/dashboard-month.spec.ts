import { formatMonthLabel } from "@/lib/format/dates";
import { splitDay, todayInSaoPaulo } from "@/lib/domain/calendar";
import { cents, divideCents, formatMoney } from "@/lib/format/money";
import {
  NBSP,
  householdDay,
  last,
  monthUrl,
  now,
  stat,
  statValue,
  transactionsHref,
  setupDashboardHousehold,
} from "./dashboard-fixtures";
import { expect, screenshot, test } from "./fixtures";

/** The month's figures on every tile, and the month picker that lives in the URL. */
test.describe("Dashboard", () => {
  setupDashboardHousehold();

  test("the month's figures, tiles and ring read right, and the month picker reloads them", async ({
    page,
  }) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(page.getByTestId("month-picker")).toHaveText(
      formatMonthLabel(now.year, now.month),
    );

    // Revenue 6.234,56, expense 2.082,55, savings 4.152,01. Last month's same days hold activity on
    // two days only (5.000 of salary, 2.500 of rent): too little to divide by, so each card shows
    // last month's value instead of a percentage (docs/decisions/honest-comparisons.md).
    const since = /no (mesmo período do )?mês anterior/;
    await expect(statValue(page, "revenue")).toHaveText(`R$${NBSP}6.234,56`);
    await expect(stat(page, "revenue").getByTestId("percentage-change")).toContainText(`R$${NBSP}5.000,00`);
    await expect(stat(page, "revenue").getByTestId("percentage-change")).toContainText(since);
    await expect(statValue(page, "expense")).toHaveText(`R$${NBSP}2.082,55`);
    await expect(stat(page, "expense").getByTestId("percentage-change")).toContainText(`R$${NBSP}2.500,00`);
    await expect(statValue(page, "savings")).toHaveText(`R$${NBSP}4.152,01`);
    await expect(stat(page, "savings").getByTestId("percentage-change")).toContainText(`R$${NBSP}2.500,00`);
    const today = splitDay(todayInSaoPaulo()).day;
    await expect(statValue(page, "average")).toHaveText(
      formatMoney(divideCents(cents(208_255), today)),
    );

    // The 4 most recent by date: Farmácia (7), Uber (6), Salário (5), Cinema (4) (early in a month,
    // on today, in the order they were made).
    const recent = page.getByTestId("recent-transaction");
    await expect(recent).toHaveCount(4);
    await expect(recent.nth(0)).toContainText("Farmácia");
    await expect(recent.nth(0)).toContainText(`−R$${NBSP}12,34`);
    const [year, month, dayOfMonth] = householdDay(7).split("-");
    await expect(recent.nth(0)).toContainText(`${dayOfMonth}/${month}/${year}`);
    await expect(recent.nth(1)).toContainText("Uber");
    await expect(recent.nth(2)).toContainText("Salário");
    await expect(recent.nth(2)).toContainText(`+R$${NBSP}5.000,00`);
    await expect(recent.nth(3)).toContainText("Cinema");
    // Transações opens on the same month.
    await expect(page.getByRole("link", { name: "Ver todas" })).toHaveAttribute(
      "href",
      transactionsHref(now),
    );

    // Categories: all five listed (largest first) with BRL and share of the month's expense.
    const categories = page.getByTestId("category-expense");
    await expect(categories).toHaveCount(5);
    await expect(categories.nth(0)).toContainText("Moradia");
    await expect(categories.nth(0)).toContainText(`R$${NBSP}1.500,00`);
    await expect(categories.nth(0)).toContainText("72%");
    await expect(categories.nth(1)).toContainText("21,9%");
    await expect(categories.nth(4)).toContainText("Saúde");
    await expect(categories.nth(4)).toContainText("0,6%");
    // The ring draws the first 4 only.
    await expect(
      page.getByTestId("category-distribution").locator(".recharts-pie-sector"),
    ).toHaveCount(4);

    // Objectives: the first 3 (oldest first), with round(actual / target × 100).
    const objectives = page.getByTestId("dashboard-objective");
    await expect(objectives).toHaveCount(3);
    await expect(objectives.nth(0)).toContainText("Reserva de emergência");
    await expect(objectives.nth(1)).toContainText("Viagem");
    await expect(objectives.nth(1)).toContainText("63%");
    await expect(objectives.nth(2)).toContainText("Notebook");
    await expect(page.getByRole("link", { name: "Ver todos" })).toHaveAttribute(
      "href",
      "/objectives",
    );
    await screenshot(page, "dashboard-month");

    // Last month: 5.000 of revenue with nothing before it → the person's first month.
    await page.getByTestId("month-picker").click();
    if (last.year !== now.year) await page.getByRole("button", { name: "Anterior" }).click();
    await page.getByRole("button", { name: formatMonthLabel(last.year, last.month) }).click();
    await expect(page.getByTestId("month-picker")).toHaveText(
      formatMonthLabel(last.year, last.month),
    );
    await expect(page).toHaveURL(monthUrl(last));
    await expect(statValue(page, "revenue")).toHaveText(`R$${NBSP}5.000,00`);
    await expect(stat(page, "revenue")).toContainText("Primeiro mês");
    await expect(statValue(page, "expense")).toHaveText(`R$${NBSP}2.500,00`);
    await expect(stat(page, "expense")).toContainText("Primeiro mês");
    await expect(statValue(page, "savings")).toHaveText(`R$${NBSP}2.500,00`);
    await expect(recent).toHaveCount(2);
    await expect(recent.nth(0)).toContainText("Salário anterior");
    await expect(categories).toHaveCount(1);
    await expect(categories.nth(0)).toContainText("100%");

    // A month with nothing: empty states lead to the right screens.
    await page.getByTestId("month-picker").click();
    await page.getByRole("button", { name: "Próximo" }).click();
    await page.getByRole("button", { name: formatMonthLabel(last.year + 1, last.month) }).click();
    const empty = { year: last.year + 1, month: last.month };
    await expect(page.getByRole("link", { name: "Registrar transação" })).toHaveAttribute(
      "href",
      transactionsHref(empty),
    );
    await expect(statValue(page, "revenue")).toHaveText(`R$${NBSP}0,00`);
    await expect(page.getByTestId("category-distribution")).toContainText("Sem despesas neste mês");
    await expect(page.getByTestId("pending-payments")).toContainText("Nenhum pagamento neste mês");
  });

  test("the month is in the URL: a reload, back and forward show the same month", async ({
    page,
  }) => {
    await page.goto("/dashboard");
    await expect(statValue(page, "revenue")).toHaveText(`R$${NBSP}6.234,56`);
    await page.getByTestId("month-picker").click();
    if (last.year !== now.year) await page.getByRole("button", { name: "Anterior" }).click();
    await page.getByRole("button", { name: formatMonthLabel(last.year, last.month) }).click();
    await expect(page).toHaveURL(monthUrl(last));
    await expect(statValue(page, "revenue")).toHaveText(`R$${NBSP}5.000,00`);

    await page.reload();
    await expect(page.getByTestId("month-picker")).toHaveText(
      formatMonthLabel(last.year, last.month),
    );
    await expect(statValue(page, "revenue")).toHaveText(`R$${NBSP}5.000,00`);
    await expect(page.getByTestId("recent-transaction").first()).toContainText("Salário anterior");

    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("month-picker")).toHaveText(
      formatMonthLabel(now.year, now.month),
    );
    await expect(statValue(page, "revenue")).toHaveText(`R$${NBSP}6.234,56`);
    await page.goForward();
    await expect(page.getByTestId("month-picker")).toHaveText(
      formatMonthLabel(last.year, last.month),
    );
    await expect(statValue(page, "revenue")).toHaveText(`R$${NBSP}5.000,00`);

    // A hand-edited link never breaks the screen: a bad month shows the current one.
    await page.goto("/dashboard?month=13&year=abc");
    await expect(page.getByTestId("month-picker")).toHaveText(
      formatMonthLabel(now.year, now.month),
    );
    await expect(statValue(page, "revenue")).toHaveText(`R$${NBSP}6.234,56`);
  });
});
