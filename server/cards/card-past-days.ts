import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { preparedStatement } from "@/lib/server/prepared";
import { cardPastDays } from "@/db/schema";
import { monthOf } from "@/lib/domain/calendar";
import type { PastCardDays } from "@/lib/domain/card-statement";

const pastDaysOf = preparedStatement("card_past_days", (db, name) =>
  db
    .select({
      untilMonth: cardPastDays.untilMonth,
      closingDay: cardPastDays.closingDay,
      dueDay: cardPastDays.dueDay,
    })
    .from(cardPastDays)
    .where(eq(cardPastDays.cardId, sql.placeholder("cardId")))
    .orderBy(asc(cardPastDays.untilMonth))
    .prepare(name),
);

/** The card's past days, oldest change first. */
export async function readPastDays(db: DbOrTx, cardId: string): Promise<PastCardDays[]> {
  const rows = await pastDaysOf(db).execute({ cardId });
  return rows.map((row) => ({ ...row, untilMonth: monthOf(row.untilMonth) }));
}
