import type { Page } from "@playwright/test";
import {
  currentYearMonth,
  monthOfYear,
  shiftMonth,
  splitDay,
  splitMonth,
  toDay,
  todayInSaoPaulo,
} from "@/lib/domain/calendar";
import { e2eDb, test } from "./fixtures";
import { skipOnboardingTour } from "./label-screen-journey";
import { insertRows } from "./transaction-rows";

/**
 * What the dashboard specs share: locators of its tiles, rows and bills straight into the
 * database, and the household most of them read (`setupDashboardHousehold`).
 *
 * This month: revenue 5.000,00 + 1.234,56 = 6.234,56; expense 1.500,00 + 456,78 + 80,10 + 33,33
 * + 12,34 = 2.082,55 in five categories. Last month: revenue 5.000,00, expense 2.500,00. Four
 * objectives, Viagem holding a 2.500,00 deposit from two months before last.
 */
export const NBSP = "\u00a0";
export const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });
type StatId = "revenue" | "expense" | "savings" | "average";
export const stat = (page: Page, id: StatId) => page.getByTestId(`stat-${id}`);
export const statValue = (page: Page, id: StatId) => stat(page, id).getByTestId("stat-value");
export const pending = (page: Page, dueDate: string) =>
  page.locator(`[data-testid="pending-payment"][data-due-date="${dueDate}"]`);

export const now = currentYearMonth();
const monthsBack = (n: number) => splitMonth(shiftMonth(monthOfYear(now.year, now.month), -n));
export const last = monthsBack(1);
/** A day of this month, as YYYY-MM-DD. */
export const day = (d: number) => toDay(now.year, now.month, d);
/**
 * The household's days: a day of this month / of last month never after today's day. The dashboard
 * counts the current month up to today (docs/decisions/month-counts-up-to-today.md), so early in a
 * month its days 1–7 all fall on today (and last month's on the same days), in their order.
 */
const today = splitDay(todayInSaoPaulo()).day;
export const householdDay = (d: number) => toDay(now.year, now.month, Math.min(d, today));
const lastDay = (d: number) => toDay(last.year, last.month, Math.min(d, today));
const earlier = monthsBack(3);

export const monthUrl = ({ year, month }: { year: number; month: number }) =>
  new RegExp(`/dashboard\\?month=${month}&year=${year}$`);
export const transactionsHref = ({ year, month }: { year: number; month: number }) =>
  `/transactions?month=${month}&year=${year}`;

/** A bill that exists since last month, so every date of this month is one of its occurrences. */
export async function insertMonthlyBill(userId: string, name: string, amount: string, dueDay: number) {
  await e2eDb().query(
    `insert into recurring_payments (user_id, name, amount, due_day, frequency, created_at)
     values ($1, $2, $3, $4, 'monthly', date_trunc('month', now()) - interval '1 month')`,
    [userId, name, amount, dueDay],
  );
}

/** Skips the tour and fills the signed-in user's household before each test of the file. */
export function setupDashboardHousehold() {
  test.beforeEach(async ({ page, user }) => {
    await skipOnboardingTour(page);
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
    await insertRows(user.id, [
      // In the order of their days: rows that fall on one day (early in a month) keep it by creation.
      {
        description: "Aluguel",
        valor: "1500.00",
        day: householdDay(1),
        kind: "despesa",
        category: "Moradia",
      },
      { description: "Freela", valor: "1234.56", day: householdDay(2), kind: "receita" },
      {
        description: "Supermercado",
        valor: "456.78",
        day: householdDay(3),
        kind: "despesa",
        category: "Mercado",
      },
      { description: "Cinema", valor: "80.10", day: householdDay(4), kind: "despesa", category: "Lazer" },
      { description: "Salário", valor: "5000.00", day: householdDay(5), kind: "receita" },
      { description: "Uber", valor: "33.33", day: householdDay(6), kind: "despesa", category: "Transporte" },
      { description: "Farmácia", valor: "12.34", day: householdDay(7), kind: "despesa", category: "Saúde" },
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
}
