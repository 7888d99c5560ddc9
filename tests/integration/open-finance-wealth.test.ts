import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";

// The stand-in must be configured before lib/env reads the environment.
const fake = await vi.hoisted(async () => (await import("./pluggy-fixture")).startPluggyFake());

import { asc, eq } from "drizzle-orm";
import { PluggyClient } from "pluggy-sdk";
import { db } from "@/lib/server/db";
import { accountBankDetails, investmentMovements, investments, loans, openFinanceAccounts, users } from "@/db/schema";
import { handlePluggyEvent } from "@/server/open-finance/handle-pluggy-event";
import { syncItem } from "@/server/open-finance/sync-item";
import { startJobWorkers } from "@/server/jobs/start-job-workers";
import { balancesOn } from "@/server/wealth/balances-on";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";
import { seedSampleBank } from "../fakes/pluggy-sample-bank";
import { SAMPLE_BANK_CNPJ, seedSampleWealth } from "../fakes/pluggy-sample-wealth";
import { SAMPLE_HOLDER } from "../fakes/pluggy-state";
import { connect } from "./open-finance-sync-fixtures";
import { stopPluggyFakeAfterAll } from "./pluggy-fixture";

/**
 * A connected item with a conta corrente held jointly, a card, a CDB, an LCI, PETR4, an FII, a
 * PGBL, a VGBL and a financiamento imobiliário (tests/fakes/pluggy-sample-wealth.ts), synced through
 * the real pluggy-sdk and the stand-in.
 */
let client: PluggyClient;
beforeAll(async () => {
  client = new PluggyClient({ clientId: fake.clientId, clientSecret: fake.clientSecret });
  await startJobWorkers();
});
stopPluggyFakeAfterAll(fake);

const investmentsOf = (userId: string) =>
  db
    .select({
      id: investments.id,
      name: investments.name,
      kind: investments.kind,
      subtype: investments.subtype,
      balance: investments.balance,
      amountOriginal: investments.amountOriginal,
      rateText: investments.rateText,
      quantity: investments.quantity,
      purchaseDate: investments.purchaseDate,
      dueDate: investments.dueDate,
      institutionDocument: investments.institutionDocument,
      issuerDocument: investments.issuerDocument,
      status: investments.status,
    })
    .from(investments)
    .where(eq(investments.userId, userId))
    .orderBy(asc(investments.name));

const movementsOf = (userId: string) =>
  db
    .select({ day: investmentMovements.day, type: investmentMovements.type, amount: investmentMovements.amount, incomeTax: investmentMovements.incomeTax })
    .from(investmentMovements)
    .where(eq(investmentMovements.userId, userId))
    .orderBy(asc(investmentMovements.day), asc(investmentMovements.type));

const loansOf = (userId: string) => db.select().from(loans).where(eq(loans.userId, userId));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("investments, loans and identity from Pluggy", () => {
  it("writes each investment, movement and loan once however often the item syncs, and the accounts' registration and the CPF", async () => {
    const { user, remote, item } = await connect(fake);
    seedSampleBank(fake.state, remote);
    const seeded = seedSampleWealth(fake.state, remote);

    const first = await syncItem(db, client, item.id);
    expect(first!.wealth).toEqual({ investments: 6, movements: 9, loans: 1 });
    const asked = fake.requests.length;
    const second = await syncItem(db, client, item.id);
    expect(second!.wealth).toEqual({ investments: 6, movements: 0, loans: 1 });
    // A later sync asks only for the movements of the last 30 days before the previous one.
    const movementCalls = fake.requests.slice(asked).filter((r) => r.startsWith(`GET /investments/${seeded.cdb.id}/transactions`));
    expect(movementCalls).toHaveLength(1);
    expect(movementCalls[0]).toMatch(/[?&]from=\d{4}-\d{2}-\d{2}(&|$)/);

    const held = await investmentsOf(user.id);
    expect(held.map(({ id: _id, ...row }) => row)).toEqual([
      {
        name: "CDB Pluggy 110% CDI",
        kind: "renda_fixa",
        subtype: "CDB",
        balance: cents(1052345),
        amountOriginal: cents(1000000),
        rateText: "110% do CDI",
        quantity: null,
        purchaseDate: "2025-03-10",
        dueDate: "2028-03-10",
        institutionDocument: SAMPLE_BANK_CNPJ,
        issuerDocument: SAMPLE_BANK_CNPJ,
        status: "ACTIVE",
      },
      expect.objectContaining({ name: "HGLG11", kind: "fundos", subtype: "REAL_ESTATE_FUND", balance: cents(320000), quantity: "20.00000000" }),
      expect.objectContaining({ name: "LCI Pluggy 95% CDI", kind: "renda_fixa", subtype: "LCI", balance: cents(521030), dueDate: "2027-08-02" }),
      expect.objectContaining({ name: "PETR4", kind: "acoes", subtype: "STOCK", balance: cents(385000), amountOriginal: cents(320000) }),
      expect.objectContaining({ name: "PGBL Pluggy Previdência", kind: "previdencia", subtype: "RETIREMENT", balance: cents(2500000) }),
      expect.objectContaining({ name: "VGBL Pluggy Vida", kind: "previdencia", subtype: "RETIREMENT", balance: cents(1500000) }),
    ]);
    const movements = await movementsOf(user.id);
    expect(movements).toHaveLength(9);
    expect(movements.filter((m) => m.day === "2026-06-10")).toEqual([
      { day: "2026-06-10", type: "SELL", amount: cents(100000), incomeTax: null },
      { day: "2026-06-10", type: "TAX", amount: cents(2250), incomeTax: cents(2250) },
    ]);

    const [loan] = await loansOf(user.id);
    expect(loan).toMatchObject({
      itemId: item.id,
      name: "Financiamento imobiliário",
      kind: "financiamento_imobiliario",
      contractNumber: "0123456789",
      creditorName: "Pluggy Bank",
      creditorDocument: SAMPLE_BANK_CNPJ,
      contractAmount: cents(30000000),
      contractDate: "2023-04-10",
      balance: cents(28123456),
      installmentsTotal: 360,
      installmentsPaid: 43,
      cet: "11.2300",
      dueDate: "2053-04-10",
    });

    const [bank] = await db
      .select({ paymentMethodId: openFinanceAccounts.paymentMethodId })
      .from(openFinanceAccounts)
      .where(eq(openFinanceAccounts.itemId, item.id))
      .orderBy(asc(openFinanceAccounts.type));
    const details = await db.select().from(accountBankDetails).where(eq(accountBankDetails.userId, user.id));
    expect(details).toEqual([
      expect.objectContaining({
        paymentMethodId: bank!.paymentMethodId,
        bankCode: "077",
        branch: "0001",
        accountNumber: "12345-0",
        institutionDocument: SAMPLE_BANK_CNPJ,
        joint: true,
        taxCode: null,
      }),
    ]);
    const [profile] = await db.select({ cpf: users.cpf }).from(users).where(eq(users.id, user.id));
    expect(profile!.cpf).toBe(SAMPLE_HOLDER.document);
  });

  it("keeps the kind the person chose and a CPF already in the profile; item/updated reads everything again", async () => {
    const { user, remote, item } = await connect(fake);
    await db.update(users).set({ cpf: "52998224725" }).where(eq(users.id, user.id));
    seedSampleBank(fake.state, remote);
    const seeded = seedSampleWealth(fake.state, remote);
    await syncItem(db, client, item.id);
    const petr = (await investmentsOf(user.id)).find((row) => row.name === "PETR4")!;
    await db.update(investments).set({ kind: "outros" }).where(eq(investments.id, petr.id));

    seeded.cdb.balance = 10_600;
    fake.state.addInvestmentTransaction(seeded.cdb.id, { type: "BUY", movementType: "CREDIT", amount: 50, date: "2026-11-30T00:00:00.000Z" });
    seeded.loan.payments = { contractOutstandingBalance: 280_000, releases: null };
    const outcome = await handlePluggyEvent(db, { eventId: randomUUID(), event: "item/updated", itemId: remote.id });
    expect(outcome).toBe("queued");

    const after = await until(
      () => investmentsOf(user.id),
      (rows) => rows.some((row) => row.name === "CDB Pluggy 110% CDI" && row.balance === cents(1060000)),
    );
    expect(after.find((row) => row.name === "CDB Pluggy 110% CDI")!.balance).toBe(cents(1060000));
    expect(after.find((row) => row.name === "PETR4")!.kind).toBe("outros");
    expect(after).toHaveLength(6);
    expect(await movementsOf(user.id)).toHaveLength(10);
    expect((await loansOf(user.id)).map((row) => row.balance)).toEqual([cents(28000000)]);
    const [profile] = await db.select({ cpf: users.cpf }).from(users).where(eq(users.id, user.id));
    expect(profile!.cpf).toBe("52998224725");
  });

  it("a bank with none answers empty pages: nothing written; another person's investments never count in one's balances", async () => {
    const { user, remote, item } = await connect(fake);
    fake.state.addAccount(remote.id, { type: "BANK", balance: 100 });
    const asked = fake.requests.length;
    const sync = await syncItem(db, client, item.id);
    expect(sync!.wealth).toEqual({ investments: 0, movements: 0, loans: 0 });
    const calls = fake.requests.slice(asked);
    // As pluggy-sdk 0.90.0 asks them: the page first, then the item.
    expect(calls).toContain(`GET /investments?page=1&pageSize=500&itemId=${remote.id}`);
    expect(calls).toContain(`GET /loans?page=1&pageSize=500&itemId=${remote.id}`);
    expect(await investmentsOf(user.id)).toEqual([]);

    const today = await balancesOn(db, user.id, todayInSaoPaulo());
    expect(today.investments).toEqual([]);
    expect(today.loans).toEqual([]);
    expect(today.accounts.map((a) => a.balanceCents)).toEqual([10_000]);
  });
});
