import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { numericToCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import type { SnapshotSubjectKind } from "@/server/wealth/record-snapshot";

export interface LatestSnapshot {
  day: string;
  balanceCents: Cents;
}

/** Subject key in the maps below: `${kind}:${id}`. */
export function snapshotKey(kind: SnapshotSubjectKind, subjectId: string): string {
  return `${kind}:${subjectId}`;
}

/**
 * Each of the person's subjects' latest snapshot on or before `day` (one indexed read of
 * balance_snapshots by user and day), keyed by `snapshotKey`.
 */
export async function snapshotsUntil(db: DbOrTx, userId: string, day: string): Promise<Map<string, LatestSnapshot>> {
  const { rows } = await db.execute<{ subject_kind: SnapshotSubjectKind; subject_id: string; day: string; balance: string }>(sql`
    select distinct on (subject_kind, subject_id) subject_kind, subject_id, day::text as day, balance::text as balance
    from balance_snapshots
    where user_id = ${userId} and day <= ${day}
    order by subject_kind, subject_id, day desc`);
  return new Map(
    rows.map((row) => [
      snapshotKey(row.subject_kind, row.subject_id),
      { day: row.day, balanceCents: numericToCents(row.balance) },
    ]),
  );
}
