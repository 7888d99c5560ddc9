import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { reaisToCents, subtractCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import type { StatementSummaryJson } from "@/lib/schemas/cards";
import type { PaymentMethodJson } from "@/lib/schemas/payment-methods";
import { currentStatements } from "@/server/cards";
import { listPaymentMethods } from "@/server/payment-methods/list-payment-methods";

export interface CardOverview {
  card: PaymentMethodJson;
  open: StatementSummaryJson;
  lastClosed: StatementSummaryJson;
  /** Limit in use: the limit minus what is available (null without a limit). */
  usedLimitCents: Cents | null;
}

/**
 * Every card the user sees (their own, and those members share with them) with its open and last
 * closed faturas, as its owner has them, and its limit, for the Cartões screen and card.
 */
export async function listCardOverviews(db: DbOrTx, userId: string): Promise<CardOverview[]> {
  const cards = (await listPaymentMethods(db, userId)).filter((method) => method.kind === "credit_card");
  if (cards.length === 0) return [];
  const statements = new Map<string, Awaited<ReturnType<typeof currentStatements>>>();
  for (const ownerId of new Set(cards.map((card) => card.ownerId))) {
    statements.set(ownerId, await currentStatements(db, ownerId));
  }
  return cards.flatMap((card) => {
    const current = statements.get(card.ownerId)?.get(card._id);
    if (!current) return [];
    return [
      {
        card,
        ...current,
        usedLimitCents:
          card.creditLimit === null || card.availableLimit === null
            ? null
            : subtractCents(reaisToCents(card.creditLimit), reaisToCents(card.availableLimit)),
      },
    ];
  });
}
