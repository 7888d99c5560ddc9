import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import { objectives, paymentMethods, transactions, users } from "@/db/schema";
import { db } from "@/lib/server/db";
import { DELETE as dismiss } from "@/app/api/v1/objective/sem-conta-notice/route";
import { getNoAccountNotice } from "@/server/objectives/no-account-notice";
import { day } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { transactionTypeIds } from "./transactions-fixtures";

async function personWithMoves(moves: { type: "despesa" | "receita"; valor: Cents; account?: string }[]) {
  const { user, token } = await createTestUser();
  const types = await transactionTypeIds();
  const [objective] = await db.insert(objectives).values({ userId: user.id, name: "Reserva", targetValue: cents(100000) }).returning();
  if (!objective) throw new Error("objective not created");
  for (const move of moves) {
    await db.insert(transactions).values({
      userId: user.id,
      description: "Movimento",
      valor: move.valor,
      transactionDate: day("2026-03-01"),
      transactionTypeId: types[move.type],
      isObjective: true,
      objectiveId: objective.id,
      paymentMethodId: move.account ?? null,
    });
  }
  return { userId: user.id, token };
}

describe("the one-time notice about objective moves kept 'sem conta'", () => {
  it("counts the moves without an account, deposits minus withdrawals, while the flag is up", async () => {
    const { userId } = await personWithMoves([
      { type: "despesa", valor: cents(25000) },
      { type: "despesa", valor: cents(10010) },
      { type: "receita", valor: cents(5000) },
    ]);
    // Not flagged (someone who only ever used the dialog that asks for an account): nothing to say.
    expect(await getNoAccountNotice(db, userId)).toBeNull();
    await db.update(users).set({ objectiveMovesNoticePending: true }).where(eq(users.id, userId));
    expect(await getNoAccountNotice(db, userId)).toEqual({ count: 3, totalCents: 30010 });
  });

  it("is gone for good after 'Entendi' (DELETE answers 204), and for this person only", async () => {
    const a = await personWithMoves([{ type: "despesa", valor: cents(1000) }]);
    const b = await personWithMoves([{ type: "despesa", valor: cents(2000) }]);
    await db.update(users).set({ objectiveMovesNoticePending: true }).where(eq(users.id, a.userId));
    await db.update(users).set({ objectiveMovesNoticePending: true }).where(eq(users.id, b.userId));
    const res = await call(dismiss, { method: "DELETE", path: "/api/v1/objective/sem-conta-notice", token: a.token });
    expect(res.status).toBe(204);
    expect(await getNoAccountNotice(db, a.userId)).toBeNull();
    expect(await getNoAccountNotice(db, b.userId)).toEqual({ count: 1, totalCents: 2000 });
  });

  it("refuses without a session", async () => {
    const res = await call(dismiss, { method: "DELETE", path: "/api/v1/objective/sem-conta-notice" });
    expect(res.status).toBe(401);
  });
});

describe("migration 0029", () => {
  it("flags exactly the people with objective moves kept without an account", async () => {
    const withoutAccount = await personWithMoves([{ type: "despesa", valor: cents(9999) }]);
    const { user: dialogUser } = await createTestUser();
    const [account] = await db
      .insert(paymentMethods)
      .values({ userId: dialogUser.id, name: "Conta", kind: "account" })
      .returning({ id: paymentMethods.id });
    const types = await transactionTypeIds();
    const [objective] = await db.insert(objectives).values({ userId: dialogUser.id, name: "Reserva", targetValue: cents(10000) }).returning();
    await db.insert(transactions).values({
      userId: dialogUser.id,
      description: "Depósito",
      valor: cents(1000),
      transactionDate: day("2026-03-01"),
      transactionTypeId: types.despesa,
      isObjective: true,
      objectiveId: objective!.id,
      paymentMethodId: account!.id,
    });
    const { user: noObjectives } = await createTestUser();
    const ids = [withoutAccount.userId, dialogUser.id, noObjectives.id];
    await db.update(users).set({ objectiveMovesNoticePending: false }).where(inArray(users.id, ids));

    const file = fs.readdirSync(path.join("db", "migrations")).find((name) => name.startsWith("0029_"));
    const statements = fs.readFileSync(path.join("db", "migrations", file!), "utf8").split("--> statement-breakpoint");
    const update = statements.find((statement) => statement.includes("UPDATE"));
    await db.execute(sql.raw(update!));

    const flags = await db.select({ id: users.id, pending: users.objectiveMovesNoticePending }).from(users).where(inArray(users.id, ids));
    expect(Object.fromEntries(flags.map((f) => [f.id, f.pending]))).toEqual({
      [withoutAccount.userId]: true,
      [dialogUser.id]: false,
      [noObjectives.id]: false,
    });
    expect(await getNoAccountNotice(db, withoutAccount.userId)).toEqual({ count: 1, totalCents: 9999 });
  });
});
