import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { objectives, transactions, users } from "@/db/schema";
import { db } from "@/lib/server/db";
import { DELETE as dismiss } from "@/app/api/v1/objective/sem-conta-notice/route";
import { getSemContaNotice } from "@/server/objectives/sem-conta-notice";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { transactionTypeIds } from "./transactions-fixtures";

async function personWithMoves(moves: { type: "despesa" | "receita"; valor: string; account?: string }[]) {
  const { user, token } = await createTestUser();
  const types = await transactionTypeIds();
  const [objective] = await db.insert(objectives).values({ userId: user.id, name: "Reserva", targetValue: "1000.00" }).returning();
  if (!objective) throw new Error("objective not created");
  for (const move of moves) {
    await db.insert(transactions).values({
      userId: user.id,
      description: "Movimento",
      valor: move.valor,
      transactionDate: "2026-03-01",
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
      { type: "despesa", valor: "250.00" },
      { type: "despesa", valor: "100.10" },
      { type: "receita", valor: "50.00" },
    ]);
    // Not flagged (someone who only ever used the dialog that asks for an account): nothing to say.
    expect(await getSemContaNotice(db, userId)).toBeNull();
    await db.update(users).set({ objectiveMovesNoticePending: true }).where(eq(users.id, userId));
    expect(await getSemContaNotice(db, userId)).toEqual({ count: 3, totalCents: 30010 });
  });

  it("is gone for good after 'Entendi' (DELETE answers 204), and for this person only", async () => {
    const a = await personWithMoves([{ type: "despesa", valor: "10.00" }]);
    const b = await personWithMoves([{ type: "despesa", valor: "20.00" }]);
    await db.update(users).set({ objectiveMovesNoticePending: true }).where(eq(users.id, a.userId));
    await db.update(users).set({ objectiveMovesNoticePending: true }).where(eq(users.id, b.userId));
    const res = await call(dismiss, { method: "DELETE", path: "/api/v1/objective/sem-conta-notice", token: a.token });
    expect(res.status).toBe(204);
    expect(await getSemContaNotice(db, a.userId)).toBeNull();
    expect(await getSemContaNotice(db, b.userId)).toEqual({ count: 1, totalCents: 2000 });
  });

  it("refuses without a session", async () => {
    const res = await call(dismiss, { method: "DELETE", path: "/api/v1/objective/sem-conta-notice" });
    expect(res.status).toBe(401);
  });
});
