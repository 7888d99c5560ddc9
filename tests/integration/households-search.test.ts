import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { householdMembers, transactions } from "@/db/schema";
import { TRANSACTION_SEARCH_LIMIT } from "@/lib/schemas/transaction-search";
import { searchCondition } from "@/server/shared/search-condition";
import { visibleTransactionPartsOf, visibleTransactionSql } from "@/server/shared/household-access";
import { findTransactions } from "@/server/transactions/find-transactions";
import { searchTransactions } from "@/server/transactions/search-transactions";
import { createSharingWorld, setSharing, type SharingWorld } from "./households-sharing-fixtures";

/**
 * A member's search reads the rows they see part by part (their own, each account another member
 * shares, each member's rows "da casa"), newest first, and merges them: the answer must be the
 * newest of all they see, each row once, whatever part it came from.
 */
let w: SharingWorld;
/** Every row of the world by where it lives; all match "horta". */
const rows: Record<string, string[]> = {};
let counter = 0;

async function insert(label: string, userId: string, count: number, { paymentMethodId = null as string | null, household = false } = {}) {
  for (let i = 0; i < count; i++) {
    counter += 1;
    // Four days and two instants for every row: ties across parts, settled by the id.
    const result = await db.execute<{ id: string }>(sql`
      insert into transactions (user_id, description, valor, transaction_date, transaction_type_id, payment_method_id, household, created_at)
      values (${userId}, ${`Horta ${label} ${i}`}, 10, ${`2026-03-0${1 + (counter % 4)}`}, ${w.types.despesa},
              ${paymentMethodId}, ${household}, timestamptz '2026-03-01 12:00:00+00' + ${`${counter % 2} minutes`}::interval)
      returning id`);
    (rows[label] ??= []).push(result.rows[0]!.id);
  }
}

/** `ids` in the search's order: date, then instant, then id, newest first. */
async function newestFirst(ids: string[], limit: number): Promise<string[]> {
  const ordered = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(inArray(transactions.id, ids))
    .orderBy(sql`transaction_date desc, created_at desc, id desc`)
    .limit(limit);
  return ordered.map((row) => row.id);
}

const pick = (...labels: string[]) => labels.flatMap((label) => rows[label] ?? []);

beforeAll(async () => {
  w = await createSharingWorld();
  await setSharing(w.accounts.anaShared, "shared");
  await setSharing(w.accounts.anaReadOnly, "read_only");
  const { ana, bruno, carla, davi, eva } = w;
  await insert("anaPrivate", ana.user.id, 6, { paymentMethodId: w.accounts.anaPrivate });
  await insert("anaPrivateCasa", ana.user.id, 1, { paymentMethodId: w.accounts.anaPrivate, household: true });
  await insert("anaShared", ana.user.id, 5, { paymentMethodId: w.accounts.anaShared });
  // In a shared account and "da casa" both: one row, answered once.
  await insert("anaSharedCasa", ana.user.id, 1, { paymentMethodId: w.accounts.anaShared, household: true });
  await insert("anaReadOnly", ana.user.id, 5, { paymentMethodId: w.accounts.anaReadOnly });
  await insert("anaCasa", ana.user.id, 3, { household: true });
  await insert("bruno", bruno.user.id, 6, { paymentMethodId: w.accounts.bruno });
  await insert("brunoCasa", bruno.user.id, 1, { household: true });
  await insert("carla", carla.user.id, 4, { paymentMethodId: w.accounts.carla });
  await insert("carlaCasa", carla.user.id, 2, { household: true });
  await insert("davi", davi.user.id, 3, { paymentMethodId: w.accounts.davi });
  await insert("eva", eva.user.id, 3, { paymentMethodId: w.accounts.eva });
});

const household = ["anaPrivateCasa", "anaShared", "anaSharedCasa", "anaReadOnly", "anaCasa", "brunoCasa", "carlaCasa"];

describe("a search of a word every member has", () => {
  it("answers each person the 20 newest rows they see, each once, across their own and the household's", async () => {
    const sees = {
      ana: pick("anaPrivate", ...household),
      bruno: pick("bruno", ...household),
      carla: pick("carla", ...household),
      davi: pick("davi"),
      eva: pick("eva"),
    };
    expect(sees.bruno.length).toBeGreaterThan(TRANSACTION_SEARCH_LIMIT);
    for (const [name, visible] of Object.entries(sees)) {
      const found = await searchTransactions(db, w[name as keyof typeof sees].user.id, { q: "horta" });
      expect(found.map((row) => row._id), name).toEqual(await newestFirst(visible, TRANSACTION_SEARCH_LIMIT));
    }
  });

  it("answers the rows exactly as the month's single query writes them (access, owner, names)", async () => {
    for (const person of [w.ana, w.bruno, w.carla, w.davi, w.eva]) {
      const found = await searchTransactions(db, person.user.id, { q: "horta" });
      const whole = await findTransactions(db, person.user.id, searchCondition(transactions.description, "horta"), {
        limit: TRANSACTION_SEARCH_LIMIT,
      });
      expect(found).toEqual(whole);
    }
    const asCarla = await searchTransactions(db, w.carla.user.id, { q: "horta" });
    expect(new Set(asCarla.filter((row) => row.ownerId !== w.carla.user.id).map((row) => row.access))).toEqual(new Set(["read"]));
  });

  it("pages through the parts as the single query does", async () => {
    const where = searchCondition(transactions.description, "horta");
    const all = await newestFirst(pick("bruno", ...household), 100);
    const pages: string[] = [];
    for (let offset = 0; offset < all.length + 7; offset += 7) {
      const page = await findTransactions(db, w.bruno.user.id, where, { limit: 7, offset, inParts: true });
      pages.push(...page.map((row) => row._id));
    }
    expect(pages).toEqual(all);
  });
});

describe("the visible rows in parts", () => {
  it("cuts a member's rows into parts that never overlap and together are what they see", async () => {
    const parts = await visibleTransactionPartsOf(db, w.bruno.user.id);
    const ofPart = await Promise.all(
      parts.map(async (part) => (await db.select({ id: transactions.id }).from(transactions).where(part)).map((row) => row.id)),
    );
    const merged = ofPart.flat();
    expect(new Set(merged).size).toBe(merged.length);
    const visible = await db.select({ id: transactions.id }).from(transactions).where(visibleTransactionSql(w.bruno.user.id));
    expect(merged.sort()).toEqual(visible.map((row) => row.id).sort());
    expect(await visibleTransactionPartsOf(db, w.eva.user.id)).toHaveLength(1);
  });

  it("shows nothing of the others once the membership is gone, though the parts were read before", async () => {
    const parts = await visibleTransactionPartsOf(db, w.bruno.user.id);
    const rollback = new Error("rollback");
    await expect(
      db.transaction(async (tx) => {
        await tx.delete(householdMembers).where(eq(householdMembers.userId, w.bruno.user.id));
        const left: string[] = [];
        for (const part of parts) left.push(...(await tx.select({ id: transactions.id }).from(transactions).where(part)).map((row) => row.id));
        expect(left.sort()).toEqual(pick("bruno", "brunoCasa").sort());
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  });
});
