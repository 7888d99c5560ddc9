import { headers } from "next/headers";
import { AppShell } from "@/components/shell/app-shell";
import { db } from "@/lib/server/db";
import { todayInSaoPaulo } from "@/lib/dates";
import { PATHNAME_HEADER, isSubscriptionExempt } from "@/lib/protected-paths";
import { hasFullAccess } from "@/server/auth/assert-subscription-access";
import { requirePageUser } from "@/server/auth/require-page-user";
import type { SessionUser } from "@/server/auth/resolve-session";
import { getTourStep } from "@/server/onboarding/get-tour-step";
import { toUserJson } from "@/server/users/to-user-json";
import { findBillAlerts } from "@/server/recurring-payments/find-bill-alerts";
import { findStatementAlerts } from "@/server/cards/find-statement-alerts";
import { findBudgetAlerts } from "@/server/budgets/find-budget-alerts";

/** The unpaid bills the bell lists: overdue ones, and those due today or tomorrow. */
async function bellBills(user: SessionUser, now: Date) {
  // A user without access only reaches /subscription and /settings, where bills are not theirs to see.
  if (!hasFullAccess(user)) return { bills: [], overdue: [] };
  const alerts = await findBillAlerts(db, user.id, now);
  return { bills: alerts.dueSoon, overdue: alerts.overdue };
}

/**
 * The protected shell, rendered once per full load and on every router.refresh(). Each page runs
 * the guard itself, since a layout is not re-rendered when the sidebar navigates. The layout runs
 * it too, for the path being loaded: a typed URL then gets a real redirect before anything streams
 * (a page's own redirect happens inside the loading boundary, after the shell was sent).
 */
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const pathname = (await headers()).get(PATHNAME_HEADER) ?? "";
  const user = await requirePageUser({ subscription: !isSubscriptionExempt(pathname) });
  const now = new Date();
  const [{ bills, overdue }, budgets, tour, statements] = await Promise.all([
    bellBills(user, now),
    hasFullAccess(user) ? findBudgetAlerts(db, user.id, now) : [],
    // Same rule as the bell: a user without access is not shown the way around the product.
    hasFullAccess(user) ? getTourStep(db, user.id, now) : null,
    hasFullAccess(user) ? findStatementAlerts(db, user.id, now) : [],
  ]);
  return (
    <AppShell user={toUserJson(user)} bell={{ bills, overdue, budgets, statements, today: todayInSaoPaulo(now) }} tour={tour}>
      {children}
    </AppShell>
  );
}
