import "server-only";
import type { DbOrTx } from "@/lib/server/db";

export interface FaturaDueSoon {
  cardName: string;
  /** `YYYY-MM-DD` */
  dueDate: string;
  amountCents: number;
}

/**
 * Credit-card faturas still open and due within the next two days. Faturas are read through the
 * cards' own use case once it exists; until then there is nothing to report.
 */
export async function findFaturasDueSoon(_db: DbOrTx, _userId: string, _now: Date): Promise<FaturaDueSoon[]> {
  return [];
}
