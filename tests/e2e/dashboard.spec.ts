import type { Page } from "@playwright/test";
import {
  currentYearMonth,
  formatMonthLabel,
  previousMonth,
  splitDay,
  toDay,
  todayInSaoPaulo,
} from "@/lib/dates";
import { addDays } from "@/lib/due-alert";
import { formatBRL } from "@/lib/money";
import { createUser, e2eDb, expect, loginAs, screenshot, test } from "./fixtures";

const NBSP = "\u00a0";
const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });
const stat = (page: Page, id: "revenue" | "expense" | "savings" | "average") =>
  page.getByTestId(`stat-${id}`);
const statValue = (page: Page, id: "revenue" | "expense" | "savings" | "average") =>
  stat(page, id).getByTestId("stat-value");
const pending = (page: Page, dueDate: string) =>
  page.locator(`[data-testid="pending-payment"][data-due-date="${dueDate}"]`);

/** Resolves once the tour has looked at `path` (whether or not it showed itself there). */
const tourChecked = (page: Page, path: string) =>
  expect(page.getByTestId("onboarding-checked")).toHaveAttribute("data-path", path);

const skipTour = (page: Page) =>
  page.addInitScript(() => localStorage.setItem("onboardingTourCompleted", "true"));

interface Row {
  description: string;
  valor: string;
  day: string;
  kind: "receita" | "despesa";
  category?: string;
}

async function insertTransactions(userId: string, rows: Row[]) {
  for (const row of rows) {
    await e2eDb().query(
      `insert into transactions (user_id, description, valor, transaction_date, transaction_type_id, category_id)
       select $1, $2, $3, $4::date, t.id, (select c.id from categories c where c.user_id = $1 and c.name = $5)
       from transaction_types t where t.transaction_type = $6`,
      [userId, row.description, row.valor, row.day, row.category ?? null, row.kind],
    );
  }
}

/** A bill that exists since last month, so every date of this month is one of its occurrences. */
async function insertMonthlyBill(userId: string, name: string, amount: string, dueDay: number) {
  await e2eDb().query(
    `insert into recurring_payments (user_id, name, amount, due_day, frequency, created_at)
     values ($1, $2, $3, $4, 'monthly', date_trunc('month', now()) - interval '1 month')`,
    [userId, name, amount, dueDay],
  );
}

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

const monthUrl = ({ year, month }: { year: number; month: number }) =>
  new RegExp(`/dashboard\\?month=${month}&year=${year}$`);
const transactionsHref = ({ year, month }: { year: number; month: number }) =>
  `/transactions?month=${month}&year=${year}`;

test.describe("Dashboard", () => {
  const now = currentYearMonth();
  const last = previousMonth(now.year, now.month);
  const day = (d: number) => toDay(now.year, now.month, d);
  const lastDay = (d: number) => toDay(last.year, last.month, d);
  const before = previousMonth(last.year, last.month);
  const earlier = previousMonth(before.year, before.month);

  test.beforeEach(async ({ page, user }) => {
    await skipTour(page);
    const db = e2eDb();
    await db.query(
      `insert into categories (user_id, name, color) values
       ($1, 'Moradia', '#6366F1'), ($1, 'Mercado', '#F59E0B'), ($1, 'Lazer', '#EC4899'),
       ($1, 'Transporte', '#3B82F6'), ($1, 'Saúde', '#EF4444')`,
      [user.id],
    );
    // One minute apart, so the list's order (oldest first) does not hang on the ids.
    await db.query(
      `insert into objectives (user_id, name, target_value, created_at) values
       ($1, 'Reserva de emergência', 10000, now() - interval '4 minutes'),
       ($1, 'Viagem', 4000, now() - interval '3 minutes'),
       ($1, 'Notebook', 6000, now() - interval '2 minutes'),
       ($1, 'Zeta', 100, now() - interval '1 minute')`,
      [user.id],
    );
    await insertTransactions(user.id, [
      { description: "Salário", valor: "5000.00", day: day(5), kind: "receita" },
      { description: "Freela", valor: "1234.56", day: day(2), kind: "receita" },
      {
        description: "Aluguel",
        valor: "1500.00",
        day: day(1),
        kind: "despesa",
        category: "Moradia",
      },
      {
        description: "Supermercado",
        valor: "456.78",
        day: day(3),
        kind: "despesa",
        category: "Mercado",
      },
      { description: "Cinema", valor: "80.10", day: day(4), kind: "despesa", category: "Lazer" },
      { description: "Uber", valor: "33.33", day: day(6), kind: "despesa", category: "Transporte" },
      { description: "Farmácia", valor: "12.34", day: day(7), kind: "despesa", category: "Saúde" },
      // Last month: the base of the percentages.
      { description: "Salário anterior", valor: "5000.00", day: lastDay(5), kind: "receita" },
      {
        description: "Aluguel anterior",
        valor: "2500.00",
        day: lastDay(1),
        kind: "despesa",
        category: "Moradia",
      },
    ]);
    // The objective's actual value is what was deposited into it: a linked despesa (months ago, so
    // last month has no month before it to compare with; a deposit is never the month's expense).
    await db.query(
      `insert into transactions (user_id, description, valor, transaction_date, transaction_type_id, is_objective, objective_id)
       select $1, 'Aporte', '2500.00', $2::date, t.id, true, o.id
       from transaction_types t, objectives o where t.transaction_type = 'despesa' and o.user_id = $1 and o.name = 'Viagem'`,
      [user.id, toDay(earlier.year, earlier.month, 10)],
    );
  });

  test("the month's figures, cards and ring read right, and the month picker reloads them", async ({
    page,
  }) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(page.getByTestId("month-picker")).toHaveText(
      formatMonthLabel(now.year, now.month),
    );

    // Revenue 6.234,56 (+24,7% on 5.000); expense 2.082,55 (−16,7% on 2.500); savings 4.152,01 (+66,1%).
    await expect(statValue(page, "revenue")).toHaveText(`R$${NBSP}6.234,56`);
    await expect(stat(page, "revenue").getByTestId("percentage-change")).toHaveAttribute(
      "data-direction",
      "up",
    );
    await expect(stat(page, "revenue")).toContainText("24,7%");
    await expect(statValue(page, "expense")).toHaveText(`R$${NBSP}2.082,55`);
    await expect(stat(page, "expense").getByTestId("percentage-change")).toHaveAttribute(
      "data-direction",
      "down",
    );
    await expect(stat(page, "expense")).toContainText("16,7%");
    // Expense going down is good news: green, like revenue going up.
    await expect(
      stat(page, "expense").getByTestId("percentage-change").locator("span").first(),
    ).toHaveClass(/emerald/);
    await expect(
      stat(page, "revenue").getByTestId("percentage-change").locator("span").first(),
    ).toHaveClass(/emerald/);
    await expect(statValue(page, "savings")).toHaveText(`R$${NBSP}4.152,01`);
    await expect(stat(page, "savings")).toContainText("66,1%");
    const today = splitDay(todayInSaoPaulo()).day;
    await expect(statValue(page, "average")).toHaveText(
      formatBRL(Math.round(208255 / today) / 100),
    );

    // The 4 most recent by date: Farmácia (7), Uber (6), Salário (5), Cinema (4).
    const recent = page.getByTestId("recent-transaction");
    await expect(recent).toHaveCount(4);
    await expect(recent.nth(0)).toContainText("Farmácia");
    await expect(recent.nth(0)).toContainText(`- R$${NBSP}12,34`);
    await expect(recent.nth(0)).toContainText(
      `07/${String(now.month).padStart(2, "0")}/${now.year}`,
    );
    await expect(recent.nth(1)).toContainText("Uber");
    await expect(recent.nth(2)).toContainText("Salário");
    await expect(recent.nth(2)).toContainText(`+ R$${NBSP}5.000,00`);
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

    // Last month: 5.000 of revenue with nothing before it → 'sem base de comparação'.
    await page.getByTestId("month-picker").click();
    if (last.year !== now.year) await page.getByRole("button", { name: "Anterior" }).click();
    await page.getByRole("button", { name: formatMonthLabel(last.year, last.month) }).click();
    await expect(page.getByTestId("month-picker")).toHaveText(
      formatMonthLabel(last.year, last.month),
    );
    await expect(page).toHaveURL(monthUrl(last));
    await expect(statValue(page, "revenue")).toHaveText(`R$${NBSP}5.000,00`);
    await expect(stat(page, "revenue")).toContainText("sem base de comparação");
    await expect(statValue(page, "expense")).toHaveText(`R$${NBSP}2.500,00`);
    await expect(stat(page, "expense")).toContainText("sem base de comparação");
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

  test("marking a bill paid shows 'Pago', adds the expense, and undo takes it back", async ({
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
    await page.getByRole("dialog", { name: "Registrar pagamento" }).getByRole("button", { name: "Confirmar pagamento" }).click();
    await expect(bill.getByText("Pago", { exact: true })).toBeVisible();
    const paidOn = todayInSaoPaulo();
    await expect(bill).toContainText(`Pago em ${paidOn.slice(8, 10)}/${paidOn.slice(5, 7)}`);
    await expect(toast(page, "Pagamento registrado")).toBeVisible();
    await expect(statValue(page, "expense")).toHaveText(`R$${NBSP}2.182,45`);
    await expect(page.getByTestId("recent-transaction").first()).toContainText("Internet");
    await expect(page.getByTestId("pending-payments")).toContainText("Tudo pago neste mês");
    const { rows } = await e2eDb().query<{ valor: string; transaction_date: string }>(
      "select valor, to_char(transaction_date, 'YYYY-MM-DD') as transaction_date from transactions where user_id = $1 and description = 'Internet'",
      [user.id],
    );
    // Dated on the day it was paid (today), not on its due day.
    expect(rows).toEqual([{ valor: "99.90", transaction_date: paidOn }]);
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

  test("a card whose query fails shows its message and a retry while the other cards render", async ({
    page,
  }) => {
    // A real failure of one card's query: its column is gone until the test puts it back.
    const breakObjectives = "alter table objectives rename column target_value to target_value_off";
    const restoreObjectives =
      "alter table objectives rename column target_value_off to target_value";
    await e2eDb().query(breakObjectives);
    try {
      await page.goto("/dashboard");
      const card = page.getByTestId("objectives-card");
      await expect(card.getByTestId("card-load-error")).toContainText("Erro ao buscar objetivos");
      await expect(toast(page, "Erro ao buscar objetivos")).toBeVisible();
      await expect(
        toast(page, "Ocorreu um erro ao buscar os seus objetivos financeiros."),
      ).toBeVisible();
      // Every other card still shows its data.
      await expect(statValue(page, "revenue")).toHaveText(`R$${NBSP}6.234,56`);
      await expect(statValue(page, "expense")).toHaveText(`R$${NBSP}2.082,55`);
      await expect(page.getByTestId("recent-transaction")).toHaveCount(4);
      await expect(page.getByTestId("category-expense")).toHaveCount(5);
      await expect(page.getByTestId("pending-payments")).toContainText(
        "Nenhum pagamento neste mês",
      );
      await screenshot(page, "dashboard-card-error");
    } finally {
      await e2eDb().query(restoreObjectives);
    }
    const card = page.getByTestId("objectives-card");
    await card.getByRole("button", { name: "Tentar novamente" }).click();
    await expect(page.getByTestId("dashboard-objective")).toHaveCount(3);
    await expect(card.getByTestId("card-load-error")).toHaveCount(0);
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

  test("without JavaScript, the server HTML already holds the month's figures and recent transactions", async ({
    page,
    user,
    request,
  }) => {
    await insertTransactions(user.id, [
      { description: "Salário de junho", valor: "4321.09", day: "2024-06-05", kind: "receita" },
      {
        description: "Conta de luz",
        valor: "187.65",
        day: "2024-06-10",
        kind: "despesa",
        category: "Moradia",
      },
      {
        description: "Feira",
        valor: "95.40",
        day: "2024-06-22",
        kind: "despesa",
        category: "Mercado",
      },
      { description: "Maio", valor: "100.00", day: "2024-05-15", kind: "despesa" },
    ]);
    const session = (await page.context().cookies()).find(
      (cookie) => cookie.name === "bolso_session",
    );
    expect(session).toBeDefined();
    const res = await request.get("/dashboard?month=6&year=2024", {
      headers: { cookie: `bolso_session=${session?.value ?? ""}` },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(200);
    const html = await res.text();

    // Each stat card's figure, read from the HTML itself (not from the data the scripts carry).
    const figures: Record<string, string | undefined> = Object.fromEntries(
      [
        ...html.matchAll(
          /data-testid="stat-(\w+)"(?:(?!data-testid="stat-)[\s\S])*?data-testid="stat-value"[^>]*>([^<]*)</g,
        ),
      ].map((match): [string, string | undefined] => [match[1] ?? "", match[2]]),
    );
    // June 2024: revenue 4.321,09; expense 283,05 (+183,1% on May's 100,00); savings 4.038,04; 283,05 / 30 days = 9,44.
    expect(figures).toEqual({
      revenue: `R$${NBSP}4.321,09`,
      expense: `R$${NBSP}283,05`,
      savings: `R$${NBSP}4.038,04`,
      average: `R$${NBSP}9,44`,
    });
    expect(html).toContain("183,1%");
    expect(html).toContain("Nos 30 dias de junho");
    expect(html).toContain(`>${formatMonthLabel(2024, 6)}<`);
    const recent = [
      ...html.matchAll(/data-testid="recent-transaction"[\s\S]*?<p[^>]*><span[^>]*>([^<]*)<\/span>/g),
    ].map((match) => match[1]);
    expect(recent).toEqual(["Feira", "Conta de luz", "Salário de junho"]);
    expect(html).toContain('href="/transactions?month=6&amp;year=2024"');
  });
});

test.describe("Bell", () => {
  const today = todayInSaoPaulo();

  test("the red dot shows for a bill due tomorrow", async ({ page, user }) => {
    await skipTour(page);
    await insertMonthlyBill(user.id, "Conta de luz", "189.90", splitDay(addDays(today, 1)).day);
    await billsStartToday(user.id);
    await page.goto("/dashboard");
    await waitForBellCheck(page);
    await expect(page.getByTestId("bell-alert-dot")).toBeVisible();
    await page.getByRole("button", { name: "Notificações: há pagamentos vencendo" }).click();
    await expect(page.getByRole("dialog", { name: "Notificações" })).toContainText("Conta de luz");
    await screenshot(page, "dashboard-bell");

    // Paying it puts the dot out (on a month's last day, tomorrow's bill is on next month's card).
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
    await skipTour(page);
    await insertMonthlyBill(user.id, "Condomínio", "650.00", splitDay(addDays(today, 3)).day);
    await billsStartToday(user.id);
    await page.goto("/dashboard");
    await waitForBellCheck(page);
    await expect(page.getByRole("button", { name: "Notificações", exact: true })).toBeVisible();
    await expect(page.getByTestId("bell-alert-dot")).toHaveCount(0);
  });
});

test.describe("Onboarding tour", () => {
  test("walks a new account through payment methods, categories and transactions", async ({
    page,
  }) => {
    const user = await createUser({ name: "Nova Pessoa" });
    await loginAs(page, user);
    const tour = page.getByTestId("onboarding-tour");
    const step = page.getByTestId("onboarding-step");
    const sidebar = page.getByTestId("app-sidebar");

    await page.goto("/dashboard");
    await expect(tour).toBeVisible();
    await expect(step).toHaveAttribute("data-step", "payments");
    await expect(step).toContainText("1 de 3");
    await expect(sidebar.locator('[data-tour="payments"]')).toHaveAttribute(
      "data-tour-active",
      "true",
    );
    // Keyboard: focus lands on the tour's button; Esc closes it (until the next load).
    await expect(tour.getByRole("button", { name: "Ir para Meios de pagamento" })).toBeFocused();
    await screenshot(page, "dashboard-tour-1");
    await page.keyboard.press("Escape");
    await expect(tour).toHaveCount(0);

    await page.reload();
    await expect(step).toHaveAttribute("data-step", "payments");
    await tour.getByRole("button", { name: "Ir para Meios de pagamento" }).click();
    await expect(page).toHaveURL(/\/payments$/);
    await tourChecked(page, "/payments");
    await expect(tour).toHaveCount(0); // already on that screen

    await e2eDb().query("insert into payment_methods (user_id, name) values ($1, 'Pix')", [
      user.id,
    ]);
    await page.goto("/dashboard");
    await expect(step).toHaveAttribute("data-step", "categories");
    await expect(step).toContainText("2 de 3");
    await expect(sidebar.locator('[data-tour="categories"]')).toHaveAttribute(
      "data-tour-active",
      "true",
    );

    await e2eDb().query("insert into categories (user_id, name) values ($1, 'Mercado')", [user.id]);
    await page.goto("/dashboard");
    await expect(step).toHaveAttribute("data-step", "transactions");
    await expect(step).toContainText("3 de 3");
    await expect(sidebar.locator('[data-tour="transactions"]')).toHaveAttribute(
      "data-tour-active",
      "true",
    );
    await screenshot(page, "dashboard-tour-3");

    await insertTransactions(user.id, [
      { description: "Café", valor: "4.50", day: todayInSaoPaulo(), kind: "despesa" },
    ]);
    await page.goto("/dashboard");
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("onboardingTourCompleted")))
      .toBe("true");
    await expect(tour).toHaveCount(0);

    // Done for good: even with the data gone, the tour does not come back. Once every request of
    // the reloaded page has finished, a tour that checked again would already be on screen.
    await e2eDb().query("delete from transactions where user_id = $1", [user.id]);
    await page.reload({ waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(tour).toHaveCount(0);
  });

  test("on a phone the tour points at the menu button", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const user = await createUser();
    await loginAs(page, user);
    await page.goto("/dashboard");
    const tour = page.getByTestId("onboarding-tour");
    await expect(tour).toBeVisible();
    await expect(tour).toContainText("Abra o menu e toque em “Meios de pagamento”.");
    await expect(page.getByRole("button", { name: "Abrir menu" })).toHaveAttribute(
      "data-tour-active",
      "true",
    );
    await screenshot(page, "dashboard-tour-mobile");
  });
});
