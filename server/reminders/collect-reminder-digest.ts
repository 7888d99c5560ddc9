import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import type { PendingPaymentJson } from "@/lib/schemas/recurring-payments";
import { findBillAlerts } from "@/server/recurring-payments/find-bill-alerts";
import { findBudgetsOverLimit, type BudgetOverLimit } from "@/server/reminders/find-budgets-over-limit";
import { findStatementReminders, type StatementClosingSoon, type StatementDueSoon } from "@/server/reminders/find-statement-reminders";
import {
  findConnectionsNeedingAction,
  type ConnectionNeedingAction,
} from "@/server/open-finance/find-connections-needing-action";

export interface ReminderDigest {
  dueAhead: PendingPaymentJson[];
  overdue: PendingPaymentJson[];
  budgets: BudgetOverLimit[];
  statementsDue: StatementDueSoon[];
  /** Faturas closing today or tomorrow: the device's pushes tell them; the e-mail does not. */
  statementsClosing: StatementClosingSoon[];
  /** Bank connections the bank asks the person to reconnect. */
  connections: ConnectionNeedingAction[];
}

/** Everything one user's daily reminders (the e-mail, the device's pushes) would tell them today. */
export async function collectReminderDigest(db: DbOrTx, userId: string, now: Date): Promise<ReminderDigest> {
  const [bills, budgets, statements, connections] = await Promise.all([
    findBillAlerts(db, userId, now),
    findBudgetsOverLimit(db, userId, now),
    findStatementReminders(db, userId, now),
    findConnectionsNeedingAction(db, userId, now),
  ]);
  return {
    dueAhead: bills.dueAhead,
    overdue: bills.overdue,
    budgets,
    statementsDue: statements.dueSoon,
    statementsClosing: statements.closingSoon,
    connections,
  };
}

/** An e-mail goes out only when there is something it tells. */
export function isDigestEmpty(digest: ReminderDigest): boolean {
  return (
    digest.dueAhead.length === 0 &&
    digest.overdue.length === 0 &&
    digest.budgets.length === 0 &&
    digest.statementsDue.length === 0 &&
    digest.connections.length === 0
  );
}
