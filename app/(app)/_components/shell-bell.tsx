import "server-only";
import { BellAlert } from "@/components/shell/bell-alert";
import { db } from "@/lib/server/db";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import { hasFullAccess } from "@/server/auth/assert-subscription-access";
import type { SessionUser } from "@/server/auth/resolve-session";
import { findBillAlerts } from "@/server/recurring-payments/find-bill-alerts";
import { findStatementAlerts } from "@/server/cards";
import { findBudgetAlerts } from "@/server/budgets/find-budget-alerts";
import { findConnectionsNeedingAction } from "@/server/open-finance/find-connections-needing-action";
import { countReviewRows } from "@/server/open-finance/list-review-rows";

/**
 * The bell with what it warns about: overdue bills and those due today or tomorrow, budgets near
 * their limit, card faturas closing or late, bank connections the bank asks to reconnect, rows the
 * bank brought that wait for review. Read on the server while the rest of the shell is
 * already on screen.
 */
export async function ShellBell({ user, now }: { user: SessionUser; now: Date }) {
  // A user without access only reaches /subscription and /settings, where none of this is theirs to see.
  if (!hasFullAccess(user)) {
    return <BellAlert bills={[]} overdue={[]} budgets={[]} statements={[]} today={todayInSaoPaulo(now)} />;
  }
  const [alerts, budgets, statements, connections, reviewRows] = await Promise.all([
    findBillAlerts(db, user.id, now),
    findBudgetAlerts(db, user.id, now),
    findStatementAlerts(db, user.id, now),
    findConnectionsNeedingAction(db, user.id, now),
    countReviewRows(db, user.id),
  ]);
  return (
    <BellAlert
      bills={alerts.dueSoon}
      overdue={alerts.overdue}
      budgets={budgets}
      statements={statements}
      connections={connections}
      reviewRows={reviewRows}
      today={todayInSaoPaulo(now)}
    />
  );
}
