import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { categories, payees } from "@/db/schema";
import { GET as getReport } from "@/app/api/v1/tax/[year]/route";
import { syncItem } from "@/server/open-finance/sync-item";
import type { TaxReport } from "@/lib/schemas/tax";
import { call } from "../helpers/api";
import { SAMPLE_BANK_CNPJ, seedSampleWealth } from "../fakes/pluggy-sample-wealth";
import { connect } from "./open-finance-sync-fixtures";
import { syncStandIn } from "./pluggy-fixture";

/**
 * A year that arrives through the bank: the stand-in serves a conta corrente with 2025's salary
 * from two employers and a psychologist and a school paid by Pix, and "Pluggy Bank"'s CDB, LCI,
 * PETR4, FII, PGBL, VGBL and financing (tests/fakes/pluggy-sample-wealth.ts); the real sync writes
 * them; the report reads them. No snapshot exists for 2024 or 2025: every 31/12 is reconstructed.
 */
const standIn = syncStandIn();

const ACME = "43984807289941";
const BETA = "87359249748278";
const PSICOLOGA = "08573049332";
const COLEGIO = "56192584809518";
const noon = (day: string) => `${day}T15:00:00.000Z`;
const pix = (name: string, type: "CPF" | "CNPJ", value: string) => ({ name, documentNumber: { type, value } });

let report: TaxReport;

beforeAll(async () => {
  const { user, token, remote, item } = await connect(standIn.fake);
  const state = standIn.fake.state;
  const bank = state.addAccount(remote.id, { type: "BANK", name: "Conta corrente", balance: 4_000, number: "0001/12345-6" });
  for (const month of ["01", "02", "03"]) {
    state.addTransaction(bank.id, {
      amount: 7_000,
      date: noon(`2025-${month}-05`),
      description: "TED RECEBIDA ACME",
      type: "CREDIT",
      paymentData: { payer: pix("ACME Tecnologia Ltda", "CNPJ", ACME), receiver: null, paymentMethod: "TED" },
    });
  }
  state.addTransaction(bank.id, {
    amount: 8_250.25,
    date: noon("2025-04-05"),
    description: "PIX RECEBIDO BETA",
    type: "CREDIT",
    paymentData: { payer: pix("Beta Serviços S.A.", "CNPJ", BETA), receiver: null, paymentMethod: "PIX" },
  });
  state.addTransaction(bank.id, {
    amount: -400,
    date: noon("2025-05-10"),
    description: "PIX ENVIADO ANA PSICOLOGA",
    type: "DEBIT",
    paymentData: { payer: null, receiver: pix("Ana Souza", "CPF", PSICOLOGA), paymentMethod: "PIX" },
  });
  state.addTransaction(bank.id, {
    amount: -1_500,
    date: noon("2025-06-08"),
    description: "PIX ENVIADO COLEGIO SABER",
    type: "DEBIT",
    paymentData: { payer: null, receiver: pix("Colégio Saber", "CNPJ", COLEGIO), paymentMethod: "PIX" },
  });
  seedSampleWealth(state, remote);
  await syncItem(db, standIn.client, item.id, { monthsBack: 24 });

  // The person marks what is deductible: the school's category, the psychologist as a payee.
  const [educacao] = await db
    .insert(categories)
    .values({ userId: user.id, name: "Educação IR", color: "#3B82F6", type: "despesa", deductibleKind: "educacao", deductibleCode: "01" })
    .returning();
  const [colegio] = await db.select().from(payees).where(eq(payees.document, COLEGIO));
  const [ana] = await db.select().from(payees).where(eq(payees.document, PSICOLOGA));
  expect(colegio?.userId).toBe(user.id);
  expect(ana?.userId).toBe(user.id);
  await db.update(payees).set({ deductibleKind: "saude", deductibleCode: "12" }).where(eq(payees.id, ana!.id));
  await db.update(payees).set({ deductibleKind: educacao!.deductibleKind, deductibleCode: educacao!.deductibleCode }).where(eq(payees.id, colegio!.id));

  const answer = await call<TaxReport>(getReport, { token, params: { year: "2025" } });
  expect(answer.status).toBe(200);
  report = answer.body;
});

describe("GET /tax/2025 after a bank sync", () => {
  it("groups the salaries by the payer's CNPJ the bank sent", () => {
    expect(report.income.map((line) => [line.payerDocument, line.totalCents, line.months.length])).toEqual([
      [ACME, 2_100_000, 3],
      [BETA, 825_025, 1],
    ]);
  });

  it("lists the Pix to the psychologist and the school with their documents", () => {
    expect(report.payments.map((line) => [line.code, line.payeeDocument, line.totalCents])).toEqual([
      ["01", COLEGIO, 150_000],
      ["12", PSICOLOGA, 40_000],
    ]);
  });

  it("lists the joint conta corrente with the identity's registration and the investments by Pluggy's subtype, reconstructed", () => {
    const account = report.assets.find((line) => line.source.kind === "account");
    expect(account).toMatchObject({ group: "06", code: "01", bank: "077", branch: "0001", joint: true, estimated: true });
    const investments = report.assets.filter((line) => line.source.kind === "investment");
    expect(investments.map((line) => [`${line.group}-${line.code}`, line.institutionDocument, line.estimated]).sort()).toEqual(
      [
        ["03-01", SAMPLE_BANK_CNPJ, true],
        ["04-02", SAMPLE_BANK_CNPJ, true],
        ["04-03", SAMPLE_BANK_CNPJ, true],
        ["07-03", SAMPLE_BANK_CNPJ, true],
        ["99-06", SAMPLE_BANK_CNPJ, true],
      ].sort(),
    );
    expect(report.assets.some((line) => line.description.includes("PGBL"))).toBe(false);
  });

  it("lists the financing as a debt owed to a bank", () => {
    expect(report.debts).toHaveLength(1);
    expect(report.debts[0]).toMatchObject({ code: "11", estimated: true });
  });
});
