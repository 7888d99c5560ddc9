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

/** Every card with its open and last closed faturas and its limit, for the Cartões screen and card. */
export async function listCardOverviews(db: DbOrTx, userId: string): Promise<CardOverview[]> {
  const cards = (await listPaymentMethods(db, userId)).filter((method) => method.kind === "credit_card");
  if (cards.length === 0) return [];
  const statements = await currentStatements(db, userId);
  return cards.flatMap((card) => {
    const current = statements.get(card._id);
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
