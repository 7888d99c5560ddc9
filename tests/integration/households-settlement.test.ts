import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { householdMembers, households, householdSettlements, objectives, paymentMethods, transactions, transfers } from "@/db/schema";
import type { HouseholdLevel, HouseholdSplitMode, SharingLevel } from "@/lib/domain/enums";
import type { RecordedSettlementJson, SettlementJson } from "@/lib/schemas/household-settlement";
import { GET as getSettlement } from "@/app/api/v1/household/settlement/route";
import { GET as listSettlements, POST as recordSettlement } from "@/app/api/v1/household/settlements/route";
import { DELETE as deleteSettlement } from "@/app/api/v1/household/settlements/[id]/route";
import { day, addMonths, todayInSaoPaulo } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { insertTransaction } from "./record-fixtures";
import { transactionTypeIds } from "./transactions-fixtures";
import { household as householdApi, join } from "./households-fixtures";

const mail = await vi.hoisted(async () => (await import("./auth-mail")).catchMail());
afterAll(() => mail.stop());

const MARCH = { month: 3, year: 2026 };

type Member = { id: string; token: string; name: string };

async function member(name: string): Promise<Member> {
  const { user, token } = await createTestUser({ name });
  return { id: user.id, token, name };
}

/** A household straight in the database: the first member owns it. */
async function household(
  people: Array<{ person: Member; level: HouseholdLevel; incomeCents?: number | null }>,
  split: { mode: HouseholdSplitMode; shares?: Record<string, number> } = { mode: "equal" },
): Promise<string> {
  const [row] = await db
    .insert(households)
    .values({ name: "Casa", ownerId: people[0]!.person.id, splitMode: split.mode, splitShares: split.shares ?? null })
    .returning({ id: households.id });
  await db.insert(householdMembers).values(
    people.map(({ person, level, incomeCents }, index) => ({
      householdId: row!.id,
      userId: person.id,
      level,
      // In the order given: the answer lists members by when they joined.
      joinedAt: new Date(Date.UTC(2026, 0, 1 + index)),
      monthlyIncome: incomeCents == null ? null : cents(incomeCents),
    })),
  );
  return row!.id;
}

async function account(owner: Member, sharing: SharingLevel, kind: "account" | "credit_card" = "account"): Promise<string> {
  const card = kind === "credit_card" ? { closingDay: 5, dueDay: 12 } : {};
  const [row] = await db
    .insert(paymentMethods)
    .values({ userId: owner.id, name: `Conta ${sharing}`, kind, sharing, ...card })
    .returning({ id: paymentMethods.id });
  return row!.id;
}

/** A despesa of `valor` reais on `date` (March unless told), in `paymentMethodId` or none. */
async function expense(
  owner: Member,
  valor: Cents,
  extra: Partial<typeof transactions.$inferInsert> = {},
): Promise<void> {
  await insertTransaction({ userId: owner.id, valor, transactionDate: day("2026-03-10"), ...extra });
}

async function settlement(person: Member, query: Record<string, number | undefined> = MARCH) {
  return call<SettlementJson & { message?: string }>(getSettlement, { path: "/api/v1/household/settlement", token: person.token, query });
}

async function record(person: Member, body: Record<string, unknown>) {
  return call<RecordedSettlementJson & { message?: string; code?: string }>(recordSettlement, {
    method: "POST",
    path: "/api/v1/household/settlements",
    token: person.token,
    body,
  });
}

/** Who gets the odd centavo (or basis point): the smaller user id. */
const byId = (...people: Member[]) => [...people].sort((a, b) => (a.id < b.id ? -1 : 1));

const balanceOf = (answer: SettlementJson, person: Member) => answer.members.find((m) => m.userId === person.id);

describe("Acerto de contas: who paid, the split and who owes whom, to the centavo", () => {
  it("50/50: a shared account's R$ 100,01 and a row \"da casa\" count; a private account, income, an objective and a transfer do not", async () => {
    const ana = await member("Ana");
    const bruno = await member("Bruno");
    await household([{ person: ana, level: "owner" }, { person: bruno, level: "full" }]);
    const shared = await account(ana, "shared");
    const privateAccount = await account(ana, "private");
    const types = await transactionTypeIds();
    await expense(ana, cents(10001), { paymentMethodId: shared });
    await expense(bruno, cents(4000), { household: true });
    // Not the household's: Ana's private account, Bruno's own row without "da casa".
    await expense(ana, cents(50000), { paymentMethodId: privateAccount });
    await expense(bruno, cents(7000));
    // Not spending: a receita, a deposit into an objective, a transfer between Ana's accounts.
    await expense(ana, cents(300000), { paymentMethodId: shared, transactionTypeId: types.receita });
    const [objective] = await db.insert(objectives).values({ userId: ana.id, name: "Viagem", targetValue: cents(100000) }).returning();
    await expense(ana, cents(20000), { paymentMethodId: shared, isObjective: true, objectiveId: objective!.id });
    await db.insert(transfers).values({ userId: ana.id, fromPaymentMethodId: shared, toPaymentMethodId: privateAccount, amount: cents(30000), transferDate: day("2026-03-11") });
    // Another month.
    await expense(ana, cents(99900), { paymentMethodId: shared, transactionDate: day("2026-04-01") });

    const res = await settlement(bruno);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // R$ 140,01 in two: the odd centavo is the smaller id's.
    const [first] = byId(ana, bruno);
    const shareOf = (person: Member) => (person === first ? 7001 : 7000);
    expect(res.body.period).toEqual(MARCH);
    expect(res.body.split).toEqual({ mode: "equal" });
    expect(res.body.members).toEqual([
      { userId: ana.id, name: "Ana", paidCents: 10001, shareCents: shareOf(ana), balanceCents: 10001 - shareOf(ana) },
      { userId: bruno.id, name: "Bruno", paidCents: 4000, shareCents: shareOf(bruno), balanceCents: 4000 - shareOf(bruno) },
    ]);
    expect(res.body.transfers).toEqual([{ from: bruno.id, to: ana.id, amountCents: shareOf(bruno) - 4000 }]);
  });

  it("proportional to income: R$ 3.000 and R$ 2.000 split R$ 250,00 as 60/40; a missing income falls back to 50/50 and says so", async () => {
    const ana = await member("Ana");
    const bruno = await member("Bruno");
    await household(
      [{ person: ana, level: "owner", incomeCents: 300_000 }, { person: bruno, level: "full", incomeCents: 200_000 }],
      { mode: "income" },
    );
    await expense(ana, cents(25000), { paymentMethodId: await account(ana, "shared") });

    const res = await settlement(ana);
    expect(res.body.split).toEqual({ mode: "income" });
    expect(res.body.members.map((m) => [m.paidCents, m.shareCents, m.balanceCents])).toEqual([
      [25000, 15000, 10000],
      [0, 10000, -10000],
    ]);
    expect(res.body.transfers).toEqual([{ from: bruno.id, to: ana.id, amountCents: 10000 }]);

    await db.update(householdMembers).set({ monthlyIncome: null }).where(eq(householdMembers.userId, bruno.id));
    const fallback = await settlement(ana);
    expect(fallback.body.split).toEqual({ mode: "income", fallback: "income_missing" });
    expect(fallback.body.transfers).toEqual([{ from: bruno.id, to: ana.id, amountCents: 12500 }]);
  });

  it("fixed 70/30, a row with its own split and someone else as payer, and a refund", async () => {
    const ana = await member("Ana");
    const bruno = await member("Bruno");
    await household([{ person: ana, level: "owner" }, { person: bruno, level: "full" }], {
      mode: "fixed",
      shares: { [ana.id]: 7000, [bruno.id]: 3000 },
    });
    const anaAccount = await account(ana, "shared");
    const brunoCard = await account(bruno, "read_only", "credit_card");
    // Bruno's card, read-only to Ana, still counts: R$ 1.000,00 at 70/30, and a R$ 100,00 refund.
    await expense(bruno, cents(100000), { paymentMethodId: brunoCard });
    await expense(bruno, cents(-10000), { paymentMethodId: brunoCard, transactionDate: day("2026-03-20") });
    // In Ana's account but paid by Bruno, split 25/75 on this row only.
    await expense(ana, cents(8000), { paymentMethodId: anaAccount, paidBy: bruno.id, split: { [ana.id]: 2500, [bruno.id]: 7500 } });

    const res = await settlement(ana);
    expect(res.body.split).toEqual({ mode: "fixed" });
    // Paid: Bruno 1.000 − 100 + 80. Shares: 70/30 of 900 (630 / 270), plus 20 / 60 of the 80.
    expect(res.body.members.map((m) => [m.userId, m.paidCents, m.shareCents, m.balanceCents])).toEqual([
      [ana.id, 0, 65000, -65000],
      [bruno.id, 98000, 33000, 65000],
    ]);
    expect(res.body.transfers).toEqual([{ from: ana.id, to: bruno.id, amountCents: 65000 }]);
  });

  it("three members at equal parts: R$ 100,00 is 33,34 + 33,33 + 33,33, and the two others owe the payer", async () => {
    const ana = await member("Ana");
    const bruno = await member("Bruno");
    const caio = await member("Caio");
    await household([{ person: ana, level: "owner" }, { person: bruno, level: "full" }, { person: caio, level: "read" }]);
    await expense(caio, cents(10000), { household: true });

    const res = await settlement(caio);
    const [first] = byId(ana, bruno, caio);
    const shareOf = (person: Member) => (person === first ? 3334 : 3333);
    for (const person of [ana, bruno, caio]) expect(balanceOf(res.body, person)?.shareCents).toBe(shareOf(person));
    expect(balanceOf(res.body, caio)?.balanceCents).toBe(10000 - shareOf(caio));
    expect(res.body.transfers).toHaveLength(2);
    expect(res.body.transfers.every((t) => t.to === caio.id)).toBe(true);
    expect(res.body.transfers.reduce((sum, t) => sum + t.amountCents, 0)).toBe(10000 - shareOf(caio));
  });

  it("since the household began counts every month up to today; a parcel dated later counts only in its month", async () => {
    const ana = await member("Ana");
    const bruno = await member("Bruno");
    await household([{ person: ana, level: "owner" }, { person: bruno, level: "full" }]);
    const shared = await account(ana, "shared");
    await expense(ana, cents(10000), { paymentMethodId: shared, transactionDate: day("2026-01-15") });
    await expense(ana, cents(6000), { paymentMethodId: shared, transactionDate: day("2026-02-15") });
    const later = addMonths(todayInSaoPaulo(), 2);
    await expense(ana, cents(50000), { paymentMethodId: shared, transactionDate: later });

    const overall = await settlement(bruno, {});
    expect(overall.status).toBe(200);
    expect(overall.body.period).toBeNull();
    expect(balanceOf(overall.body, ana)?.paidCents).toBe(16000);
    expect(overall.body.transfers).toEqual([{ from: bruno.id, to: ana.id, amountCents: 8000 }]);

    const [year, month] = later.split("-").map(Number);
    const thatMonth = await settlement(bruno, { month: month!, year: year! });
    expect(balanceOf(thatMonth.body, ana)?.paidCents).toBe(50000);
  });

  it("registrar acerto: the Pix brings the balance to zero, is listed, writes no transaction, and can be undone", async () => {
    const ana = await member("Ana");
    const bruno = await member("Bruno");
    await household([{ person: ana, level: "owner" }, { person: bruno, level: "full" }]);
    await expense(ana, cents(31240), { paymentMethodId: await account(ana, "shared") });
    const rowsBefore = await db.select({ id: transactions.id }).from(transactions).where(eq(transactions.userId, bruno.id));

    const owed = (await settlement(bruno)).body.transfers;
    expect(owed).toEqual([{ from: bruno.id, to: ana.id, amountCents: 15620 }]);
    const recorded = await record(bruno, { from: bruno.id, to: ana.id, amountCents: 15620, date: "2026-03-28" });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    expect(recorded.body).toMatchObject({ from: bruno.id, to: ana.id, amountCents: 15620, date: "2026-03-28", createdBy: bruno.id });

    for (const query of [MARCH, {}]) {
      const after = await settlement(ana, query);
      expect(after.body.members.map((m) => m.balanceCents)).toEqual([0, 0]);
      expect(after.body.transfers).toEqual([]);
      // What each paid and owed is unchanged: a settlement is not spending.
      expect(balanceOf(after.body, bruno)).toMatchObject({ paidCents: 0, shareCents: 15620 });
    }
    expect(await db.select({ id: transactions.id }).from(transactions).where(eq(transactions.userId, bruno.id))).toEqual(rowsBefore);
    // April has neither the expense nor the settlement.
    expect((await settlement(ana, { month: 4, year: 2026 })).body.transfers).toEqual([]);

    const listed = await call<RecordedSettlementJson[]>(listSettlements, { path: "/api/v1/household/settlements", token: ana.token, query: MARCH });
    expect(listed.body).toEqual([recorded.body]);
    expect((await call(listSettlements, { path: "/api/v1/household/settlements", token: ana.token, query: { month: 4, year: 2026 } })).body).toEqual([]);

    // Ana owns the household: she may undo Bruno's record, and the debt is back.
    const undone = await call(deleteSettlement, { method: "DELETE", path: `/api/v1/household/settlements/${recorded.body.id}`, token: ana.token, params: { id: recorded.body.id } });
    expect(undone.status).toBe(204);
    expect((await settlement(ana)).body.transfers).toEqual(owed);
  });

  it("refuses a bad settlement with a pt-BR message, and a period with only a month or a year", async () => {
    const ana = await member("Ana");
    const bruno = await member("Bruno");
    const stranger = await member("Estranho");
    await household([{ person: ana, level: "owner" }, { person: bruno, level: "full" }]);
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [{ from: ana.id, to: ana.id, amountCents: 100, date: "2026-03-01" }, 400, /diferentes/],
      [{ from: bruno.id, to: ana.id, amountCents: 0, date: "2026-03-01" }, 400, /maior que zero/],
      [{ from: bruno.id, to: ana.id, amountCents: 10.5, date: "2026-03-01" }, 400, /inteiro/],
      [{ from: bruno.id, to: ana.id, amountCents: 100, date: "2026-02-30" }, 400, /Data inválida/],
      [{ from: stranger.id, to: ana.id, amountCents: 100, date: "2026-03-01" }, 404, /não faz parte da sua casa/],
    ];
    for (const [body, status, message] of cases) {
      const res = await record(ana, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    expect(await db.select().from(householdSettlements).where(eq(householdSettlements.createdBy, ana.id))).toEqual([]);

    for (const query of [{ month: 3 }, { year: 2026 }]) {
      const res = await settlement(ana, query);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Informe o mês e o ano juntos, ou nenhum dos dois para o acerto desde o começo da casa.");
    }
  });

  it("a \"Só ver\" member reads the settlement but may not record or undo one; outsiders and other households get 404", async () => {
    const ana = await member("Ana");
    const bruno = await member("Bruno");
    const carla = await member("Carla");
    const davi = await member("Davi");
    const outsider = await member("Fora");
    await household([{ person: ana, level: "owner" }, { person: bruno, level: "full" }, { person: carla, level: "read" }]);
    await household([{ person: davi, level: "owner" }]);
    await expense(ana, cents(9000), { paymentMethodId: await account(ana, "shared") });

    const read = await settlement(carla);
    expect(read.status).toBe(200);
    expect(read.body.members.map((m) => m.name)).toEqual(["Ana", "Bruno", "Carla"]);

    const refused = await record(carla, { from: carla.id, to: ana.id, amountCents: 3000, date: "2026-03-05" });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/só para ver/);

    const outside = await settlement(outsider);
    expect(outside.status).toBe(404);
    expect(outside.body.message).toBe("Você ainda não faz parte de uma casa.");
    expect((await record(outsider, { from: ana.id, to: bruno.id, amountCents: 100, date: "2026-03-05" })).status).toBe(404);

    // Davi's household is his alone: nothing of Ana's, and he cannot name her.
    const own = await settlement(davi);
    expect(own.body.members).toEqual([{ userId: davi.id, name: "Davi", paidCents: 0, shareCents: 0, balanceCents: 0 }]);
    expect((await record(davi, { from: davi.id, to: ana.id, amountCents: 100, date: "2026-03-05" })).status).toBe(404);

    const recorded = await record(bruno, { from: bruno.id, to: ana.id, amountCents: 3000, date: "2026-03-05" });
    expect(recorded.status).toBe(201);
    const params = { id: recorded.body.id };
    const path = `/api/v1/household/settlements/${recorded.body.id}`;
    expect((await call(listSettlements, { path: "/api/v1/household/settlements", token: davi.token, query: MARCH })).body).toEqual([]);
    expect((await call(deleteSettlement, { method: "DELETE", path, params, token: davi.token })).status).toBe(404);
    expect((await call(deleteSettlement, { method: "DELETE", path, params, token: carla.token })).status).toBe(403);
    expect((await db.select().from(householdSettlements).where(eq(householdSettlements.id, recorded.body.id))).length).toBe(1);
    expect((await call(deleteSettlement, { method: "DELETE", path, params, token: bruno.token })).status).toBe(204);
  });

  it("a member removed while a settlement naming them is being recorded: the settlement waits, then is a 404", async () => {
    const ana = await member("Ana");
    const bruno = await member("Bruno");
    const householdId = await household([{ person: ana, level: "owner" }, { person: bruno, level: "full" }]);
    // The promise travels inside an object: returned bare, the transaction would wait for it to commit.
    const { pending } = await db.transaction(async (tx) => {
      await tx.delete(householdMembers).where(and(eq(householdMembers.householdId, householdId), eq(householdMembers.userId, bruno.id)));
      const attempt = record(ana, { from: bruno.id, to: ana.id, amountCents: 5000, date: "2026-03-05" });
      await untilASettlementWaits();
      return { pending: attempt };
    });
    const res = await pending;
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Essa pessoa não faz parte da sua casa.");
    expect(await db.select().from(householdSettlements).where(eq(householdSettlements.householdId, householdId))).toEqual([]);
  });
});

describe("Acerto de contas of a household made through its own routes", () => {
  it("Ana creates it and Bruno joins; the split set to income and then to fixed 70/30 in percent is the one the settlement uses", async () => {
    const [ana, bruno] = await Promise.all(
      ["Ana", "Bruno"].map((name) => createTestUser({ name, email: `${name.toLowerCase()}-${randomUUID()}@exemplo.com.br` })),
    );
    expect((await householdApi.create(ana!.token)).status).toBe(201);
    await join(mail, ana!, bruno!, "full");
    const [a, b] = [{ id: ana!.user.id, token: ana!.token, name: "Ana" }, { id: bruno!.user.id, token: bruno!.token, name: "Bruno" }];
    await expense(a, cents(50000), { paymentMethodId: await account(a, "shared") });

    expect((await householdApi.patch(a.token, { split: { mode: "income" } })).status).toBe(200);
    expect((await householdApi.patchMe(a.token, { monthlyIncomeCents: 300_000 })).status).toBe(200);
    expect((await settlement(b)).body.split).toEqual({ mode: "income", fallback: "income_missing" });
    expect((await householdApi.patchMe(b.token, { monthlyIncomeCents: 200_000 })).status).toBe(200);
    expect((await settlement(b)).body.transfers).toEqual([{ from: b.id, to: a.id, amountCents: 20000 }]);

    const fixed = await householdApi.patch(a.token, { split: { mode: "fixed", shares: { [a.id]: 70, [b.id]: 30 } } });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    const res = await settlement(b);
    expect(res.body.split).toEqual({ mode: "fixed" });
    expect(res.body.members.map((m) => [m.name, m.paidCents, m.shareCents, m.balanceCents])).toEqual([
      ["Ana", 50000, 35000, 15000],
      ["Bruno", 0, 15000, -15000],
    ]);
    expect((await record(b, { from: b.id, to: a.id, amountCents: 15000, date: "2026-03-31" })).status).toBe(201);
    expect((await settlement(a)).body.transfers).toEqual([]);
  });
});

/**
 * Until a request is blocked on the members' rows (the settlement's FOR SHARE on an uncommitted
 * removal), or 5 s: a settlement that does not wait has answered by then, and the test fails on it.
 */
async function untilASettlementWaits(): Promise<void> {
  for (const giveUp = Date.now() + 5_000; Date.now() < giveUp; ) {
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database()
        and wait_event_type = 'Lock' and query like '%household_members%for share%'`,
    );
    if ((rows[0]?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
