import "server-only";
import { and, asc, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/lib/server/db";
import { investments, loans, paymentMethods, users } from "@/db/schema";
import { dailySnapshotsFrom, snapshotDayFor } from "@/lib/domain/balance-snapshots";
import { dayInSaoPaulo } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";
import { forEachUserInBatches, type UserBatchOptions } from "@/server/shared/for-each-user-in-batches";
import { currentBalances } from "@/server/wealth/current-balances";
import { recordSnapshots, type SnapshotInput } from "@/server/wealth/record-snapshot";

export interface DailySnapshotsRun {
  day: string;
  people: number;
  recorded: number;
  thinned: number;
}

/**
 * One person's balances at the end of `day`, recorded (a second run the same day rewrites the same
 * rows). What was added after that day (a late run) is not recorded for it.
 */
async function recordPersonSnapshots(db: DbOrTx, userId: string, day: Day): Promise<number> {
  const now = await currentBalances(db, userId, day);
  const existed = (row: { createdAt: Date }) => dayInSaoPaulo(row.createdAt) <= day;
  const rows: SnapshotInput[] = [
    ...now.accounts.filter(existed).map((a) => ({ subjectKind: "account" as const, subjectId: a.id, balanceCents: a.balanceCents })),
    ...now.cards.filter(existed).map((c) => ({ subjectKind: "card" as const, subjectId: c.paymentMethodId, balanceCents: c.owedCents })),
    ...now.investments.filter(existed).map((i) => ({ subjectKind: "investment" as const, subjectId: i.id, balanceCents: i.balanceCents })),
    ...now.loans.filter(existed).map((l) => ({ subjectKind: "loan" as const, subjectId: l.id, balanceCents: l.balanceCents })),
  ].map((row) => ({ ...row, userId, day }));
  await recordSnapshots(db, rows);
  return rows.length;
}

/**
 * Before the months kept day by day, keeps only each subject's last snapshot of each month (the
 * month end, 31/12 among them, or the latest the job managed); answers how many were removed.
 */
async function thinSnapshots(db: DbOrTx, day: Day): Promise<number> {
  const { rowCount } = await db.execute(sql`
    delete from balance_snapshots s
    where s.day < ${dailySnapshotsFrom(day)}
      and exists (
        select 1 from balance_snapshots later
        where later.subject_kind = s.subject_kind and later.subject_id = s.subject_id
          and later.day > s.day and date_trunc('month', later.day) = date_trunc('month', s.day))`);
  return rowCount ?? 0;
}

/** People with something to record: an account, a card, an investment or a loan. */
const holdsSomething = sql`(exists (select 1 from ${paymentMethods} where ${paymentMethods.userId} = ${users.id}
    and ${paymentMethods.kind} in ('account', 'credit_card'))
  or exists (select 1 from ${investments} where ${investments.userId} = ${users.id})
  or exists (select 1 from ${loans} where ${loans.userId} = ${users.id}))`;

/**
 * The daily snapshot: every balance of every person at the end of the São Paulo day that has just
 * ended, people walked in batches a few at a time; then the old days thinned. Safe to run again.
 */
export async function recordDailySnapshots(db: Db, now: Date, options: UserBatchOptions = {}): Promise<DailySnapshotsRun> {
  const day = snapshotDayFor(now);
  const recorded = await forEachUserInBatches(
    (afterLastId, limit) =>
      db
        .select({ id: users.id })
        .from(users)
        .where(and(afterLastId, holdsSomething))
        .orderBy(asc(users.id))
        .limit(limit),
    () => true,
    (user) => recordPersonSnapshots(db, user.id, day),
    options,
  );
  const thinned = await thinSnapshots(db, day);
  return { day, people: recorded.length, recorded: recorded.reduce((sum, n) => sum + n, 0), thinned };
}
