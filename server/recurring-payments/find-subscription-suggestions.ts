import "server-only";
import { and, desc, eq, gt, gte, isNotNull, notExists, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { addMonths, todayInSaoPaulo } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";
import { ZERO_CENTS } from "@/lib/format/money";
import {
  payees,
  recurringPayments,
  recurringSuggestionDismissals,
  transactions,
  transactionTypes,
} from "@/db/schema";
import { findSubscriptionPattern } from "@/lib/domain/subscription-pattern";
import type { SubscriptionPattern } from "@/lib/domain/subscription-pattern";

/** A payee whose charges look like a subscription, with the row of its latest charge. */
export interface SubscriptionSuggestion extends SubscriptionPattern {
  payeeId: string;
  payeeName: string;
  categoryId: string | null;
  paymentMethodId: string | null;
}

/**
 * The user's payees charged (despesas) every month on the same day and amount for three months
 * running (lib/domain/subscription-pattern.ts), not yet followed by a recurring payment and not
 * turned down; only `payeeId` when given. By payee name.
 */
export async function findSubscriptionSuggestions(
  db: DbOrTx,
  userId: string,
  payeeId?: string,
  today: Day = todayInSaoPaulo(),
): Promise<SubscriptionSuggestion[]> {
  const since = addMonths(today, -4);
  const rows = await db
    .select({
      payeeId: payees.id,
      payeeName: payees.name,
      day: transactions.transactionDate,
      valor: transactions.valor,
      categoryId: transactions.categoryId,
      paymentMethodId: transactions.paymentMethodId,
    })
    .from(transactions)
    .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
    .innerJoin(payees, and(eq(payees.id, transactions.payeeId), eq(payees.userId, userId)))
    .where(
      and(
        eq(transactions.userId, userId),
        isNotNull(transactions.payeeId),
        payeeId ? eq(transactions.payeeId, payeeId) : undefined,
        eq(transactionTypes.transactionType, "despesa"),
        gt(transactions.valor, ZERO_CENTS),
        gte(transactions.transactionDate, since),
        notExists(
          db
            .select({ one: sql`1` })
            .from(recurringPayments)
            .where(and(eq(recurringPayments.userId, userId), eq(recurringPayments.payeeId, payees.id))),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(recurringSuggestionDismissals)
            .where(
              and(
                eq(recurringSuggestionDismissals.userId, userId),
                eq(recurringSuggestionDismissals.payeeId, payees.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(payees.nameKey, payees.id, desc(transactions.transactionDate));
  const byPayee = new Map<string, typeof rows>();
  for (const row of rows) {
    const charges = byPayee.get(row.payeeId);
    if (charges) charges.push(row);
    else byPayee.set(row.payeeId, [row]);
  }
  const suggestions: SubscriptionSuggestion[] = [];
  for (const [id, charges] of byPayee) {
    const pattern = findSubscriptionPattern(
      charges.map((c) => ({ day: c.day, cents: c.valor })),
      today,
    );
    const latest = charges.find((c) => c.day === pattern?.charges[0]?.day);
    if (!pattern || !latest) continue;
    suggestions.push({ ...pattern, payeeId: id, payeeName: latest.payeeName, categoryId: latest.categoryId, paymentMethodId: latest.paymentMethodId });
  }
  return suggestions;
}
