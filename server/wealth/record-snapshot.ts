import "server-only";
import { sql } from "drizzle-orm";
import { balanceSnapshots } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import type { Cents } from "@/lib/format/money";
import type { Day } from "@/lib/domain/calendar";

export type SnapshotSubjectKind = "account" | "card" | "investment" | "loan";

export interface SnapshotInput {
  userId: string;
  subjectKind: SnapshotSubjectKind;
  subjectId: string;
  /** The São Paulo day the balance is the end of (YYYY-MM-DD). */
  day: Day;
  balanceCents: Cents;
}

/**
 * Records balances at the end of a day: one row per subject and day, a later one for the same day
 * replacing the earlier (the daily job, and a balance typed by hand, both write through here).
 */
export async function recordSnapshots(db: DbOrTx, snapshots: readonly SnapshotInput[]): Promise<void> {
  if (snapshots.length === 0) return;
  await db
    .insert(balanceSnapshots)
    .values(
      snapshots.map((s) => ({
        userId: s.userId,
        subjectKind: s.subjectKind,
        subjectId: s.subjectId,
        day: s.day,
        balance: s.balanceCents,
      })),
    )
    .onConflictDoUpdate({
      target: [balanceSnapshots.subjectKind, balanceSnapshots.subjectId, balanceSnapshots.day],
      set: { balance: sql`excluded.balance`, createdAt: sql`now()` },
    });
}
