import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import type { PendingPaymentJson } from "@/lib/schemas/recurring-payments";
import { findBillAlerts } from "@/server/recurring-payments/find-bill-alerts";
import { findBudgetsOverLimit, type BudgetOverLimit } from "@/server/reminders/find-budgets-over-limit";
import { findFaturaReminders, type FaturaClosingSoon, type FaturaDueSoon } from "@/server/reminders/find-fatura-reminders";
import {
  findConnectionsNeedingAction,
  type ConnectionNeedingAction,
} from "@/server/open-finance/find-connections-needing-action";

export interface ReminderDigest {
  dueAhead: PendingPaymentJson[];
  overdue: PendingPaymentJson[];
  budgets: BudgetOverLimit[];
  faturas: FaturaDueSoon[];
  /** Faturas closing today or tomorrow: the device's pushes tell them; the e-mail does not. */
  faturasClosing: FaturaClosingSoon[];
  /** Bank connections the bank asks the person to reconnect. */
  connections: ConnectionNeedingAction[];
}

/** Everything one user's daily reminders (the e-mail, the device's pushes) would tell them today. */
export async function collectReminderDigest(db: DbOrTx, userId: string, now: Date): Promise<ReminderDigest> {
  const [bills, budgets, faturas, connections] = await Promise.all([
    findBillAlerts(db, userId, now),
    findBudgetsOverLimit(db, userId, now),
    findFaturaReminders(db, userId, now),
    findConnectionsNeedingAction(db, userId, now),
  ]);
  return {
    dueAhead: bills.dueAhead,
    overdue: bills.overdue,
    budgets,
    faturas: faturas.dueSoon,
    faturasClosing: faturas.closingSoon,
    connections,
  };
}

/** An e-mail goes out only when there is something it tells. */
export function isDigestEmpty(digest: ReminderDigest): boolean {
  return (
    digest.dueAhead.length === 0 &&
    digest.overdue.length === 0 &&
    digest.budgets.length === 0 &&
    digest.faturas.length === 0 &&
    digest.connections.length === 0
  );
}
