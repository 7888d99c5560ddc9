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

/** Each subject's snapshots, oldest first, to find the one on or before a day. */
export type SnapshotHistory = Map<string, LatestSnapshot[]>;

/**
 * Every snapshot of the person's up to `day` (one indexed read of balance_snapshots by user and
 * day), each subject's oldest first, keyed by `snapshotKey`.
 */
export async function snapshotsUntil(db: DbOrTx, userId: string, day: string): Promise<SnapshotHistory> {
  const { rows } = await db.execute<{ subject_kind: SnapshotSubjectKind; subject_id: string; day: string; balance: string }>(sql`
    select subject_kind, subject_id, day::text as day, balance::text as balance
    from balance_snapshots
    where user_id = ${userId} and day <= ${day}
    order by day`);
  const history: SnapshotHistory = new Map();
  for (const row of rows) {
    const key = snapshotKey(row.subject_kind, row.subject_id);
    const list = history.get(key) ?? [];
    list.push({ day: row.day, balanceCents: numericToCents(row.balance) });
    history.set(key, list);
  }
  return history;
}

/** A subject's latest snapshot on or before `day`, if any. */
export function snapshotOnOrBefore(history: SnapshotHistory, key: string, day: string): LatestSnapshot | undefined {
  const list = history.get(key);
  if (!list) return undefined;
  for (let index = list.length - 1; index >= 0; index -= 1) {
    if (list[index]!.day <= day) return list[index];
  }
  return undefined;
}
