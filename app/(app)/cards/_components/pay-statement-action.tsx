import "server-only";
import { PayStatementButton } from "@/components/cards/pay-statement-button";
import { loadPart } from "@/lib/server/load-part";
import { reaisToCents } from "@/lib/format/money";
import type { Month } from "@/lib/domain/calendar";
import { readStatement } from "./statement-reads";

/** 'Pagar fatura' for what is still owed; without the fatura's figures there is nothing to offer. */
export async function PayStatementAction({ userId, cardId, month }: { userId: string; cardId: string; month: Month }) {
  const read = await loadPart("cartões: pagar fatura", () => readStatement(userId, cardId, month));
  if (!read.ok) return null;
  const { statement, accounts } = read.data;
  return (
    <PayStatementButton
      key={`${month}-${statement.remaining}`}
      cardId={cardId}
      month={month}
      remainingCents={reaisToCents(statement.remaining)}
      accounts={accounts}
    />
  );
}
