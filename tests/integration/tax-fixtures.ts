import { eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import {
  accountBankDetails,
  balanceSnapshots,
  categories,
  dependents,
  investmentMovements,
  investments,
  loans,
  openFinanceItems,
  payees,
  paymentMethods,
  transactionTax,
  transactions,
  users,
} from "@/db/schema";
import { day } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { createTestUser } from "../helpers/users";
import { transactionTypeIds } from "./transactions-fixtures";

/**
 * A Pluggy-shaped ano-calendário 2025, seeded as a bank sync leaves it (payees with the
 * documents the bank sent, investments with Pluggy's subtypes, a connected item, bank details and
 * snapshots), because the sync of investments, loans and identity is tested on its own: salary from
 * two employers, health and school payments, PGBL, a CDB, an LCI, shares, a FII, two loans and a
 * joint account. Figures are in the test that reads them.
 */

// Valid by their check digits (generated, not anyone's).
export const DOCS = {
  titular: "52998224725",
  lucas: "08573049332",
  acme: "43984807289941",
  beta: "87359249748278",
  itausa: "68397124472608",
  clinica: "64624071870207",
  drogasil: "63031511699143",
  unimed: "20553701142202",
  colegio: "56192584809518",
  brasilprev: "23786069369434",
  escola: "49259918961513",
  inter: "11222333000181",
  bb: "00000000000191",
  caixa: "00360305000104",
} as const;

type Payee = typeof payees.$inferInsert;

export async function seedTaxYear() {
  const owner = await createTestUser({ name: "Maria Teste" });
  const userId = owner.user.id;
  await db.update(users).set({ cpf: DOCS.titular }).where(eq(users.id, userId));
  const types = await transactionTypeIds();
  const [item] = await db
    .insert(openFinanceItems)
    .values({ userId, pluggyItemId: `item-${crypto.randomUUID()}`, institutionName: "Banco Inter", status: "UPDATED" })
    .returning({ id: openFinanceItems.id });
  const itemId = item!.id;

  const [saude, educacao, salario] = await db
    .insert(categories)
    .values([
      { userId, name: "Saúde", color: "#EF4444", type: "despesa" },
      { userId, name: "Educação", color: "#3B82F6", type: "despesa" },
      { userId, name: "Salário", color: "#14B8A6", type: "receita" },
    ])
    .returning();

  const payee = async (values: Omit<Payee, "userId" | "nameKey">) => {
    const [row] = await db
      .insert(payees)
      .values({ userId, nameKey: values.name.toLowerCase(), ...values })
      .returning();
    return row!;
  };
  const p = {
    acme: await payee({ name: "ACME Tecnologia Ltda", document: DOCS.acme, kind: "empresa" }),
    beta: await payee({ name: "Beta Serviços S.A.", document: DOCS.beta, kind: "empresa" }),
    gamma: await payee({ name: "Gamma Ltda", kind: "empresa" }),
    joao: await payee({ name: "João Pix", kind: "pessoa" }),
    itausa: await payee({ name: "Itaúsa", document: DOCS.itausa, kind: "empresa" }),
    ana: await payee({ name: "Dra. Ana Souza", kind: "pessoa" }),
    clinica: await payee({ name: "Clínica Vida", document: DOCS.clinica, kind: "empresa" }),
    drogasil: await payee({ name: "Drogasil", document: DOCS.drogasil, kind: "empresa" }),
    smartfit: await payee({ name: "Smart Fit", kind: "empresa" }),
    unimed: await payee({ name: "Unimed", document: DOCS.unimed, kind: "empresa", deductibleKind: "saude", deductibleCode: "26" }),
    colegio: await payee({ name: "Colégio Saber", document: DOCS.colegio, kind: "empresa" }),
    escola: await payee({ name: "Escola Fala", document: DOCS.escola, kind: "empresa" }),
    brasilprev: await payee({
      name: "Brasilprev",
      document: DOCS.brasilprev,
      kind: "empresa",
      deductibleKind: "previdencia",
      deductibleCode: "36",
    }),
  };

  const [inter, joint, nubank, carteira, card] = await db
    .insert(paymentMethods)
    .values([
      { userId, name: "Conta Inter", kind: "account", openingBalance: cents(0) },
      { userId, name: "Conta Conjunta BB", kind: "account", openingBalance: cents(200000) },
      { userId, name: "Nubank", kind: "account", openingBalance: cents(5000) },
      { userId, name: "Carteira", kind: "account", openingBalance: cents(0) },
      { userId, name: "Cartão Inter", kind: "credit_card", closingDay: 1, dueDay: 10 },
    ])
    .returning();
  await db.insert(accountBankDetails).values([
    { paymentMethodId: inter!.id, userId, bankCode: "077", branch: "0001", accountNumber: "1234567-8", institutionDocument: DOCS.inter },
    {
      paymentMethodId: joint!.id,
      userId,
      bankCode: "001",
      branch: "1234-5",
      accountNumber: "98765-4",
      institutionDocument: DOCS.bb,
      joint: true,
    },
  ]);

  const [lucas] = await db
    .insert(dependents)
    .values({ userId, name: "Lucas Teste", cpf: DOCS.lucas, birthDate: day("2012-05-20"), relationship: "21" })
    .returning();

  type Row = {
    day: Day;
    valor: Cents;
    description: string;
    receita?: boolean;
    payeeId?: string;
    categoryId?: string;
    paymentMethodId?: string;
  };
  const insertRows = async (rows: Row[]) =>
    db
      .insert(transactions)
      .values(
        rows.map((row) => ({
          userId,
          description: row.description,
          valor: row.valor,
          transactionDate: row.day,
          transactionTypeId: row.receita ? types.receita : types.despesa,
          payeeId: row.payeeId ?? null,
          categoryId: row.categoryId ?? null,
          paymentMethodId: row.paymentMethodId ?? inter!.id,
        })),
      )
      .returning({ id: transactions.id, description: transactions.description, day: transactions.transactionDate });

  const months = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => String(from + index).padStart(2, "0"));
  await insertRows([
    { day: day("2024-12-20"), valor: cents(800000), description: "SALARIO ACME", receita: true, payeeId: p.acme.id, categoryId: salario!.id },
    ...months(1, 6).map((m) => ({
      day: day(`2025-${m}-05`),
      valor: cents(800000),
      description: "SALARIO ACME",
      receita: true,
      payeeId: p.acme.id,
      categoryId: salario!.id,
    })),
    ...months(7, 12).map((m) => ({
      day: day(`2025-${m}-05`),
      valor: cents(950050),
      description: "PAGTO SALARIO BETA",
      receita: true,
      payeeId: p.beta.id,
      categoryId: salario!.id,
    })),
    { day: day("2025-03-15"), valor: cents(100000), description: "PIX GAMMA", receita: true, payeeId: p.gamma.id, paymentMethodId: joint!.id },
    { day: day("2025-04-01"), valor: cents(30000), description: "PIX JOAO", receita: true, payeeId: p.joao.id },
    { day: day("2025-05-15"), valor: cents(25000), description: "DIVIDENDOS ITSA4", receita: true, payeeId: p.itausa.id },
    ...months(1, 4).map((m) => ({ day: day(`2025-${m}-10`), valor: cents(30000), description: "Consulta Dra. Ana", payeeId: p.ana.id, categoryId: saude!.id })),
    { day: day("2025-02-10"), valor: cents(45000), description: "CLINICA VIDA", payeeId: p.clinica.id, categoryId: saude!.id },
    { day: day("2025-02-12"), valor: cents(-5000), description: "ESTORNO CLINICA VIDA", payeeId: p.clinica.id, categoryId: saude!.id },
    { day: day("2025-06-01"), valor: cents(8000), description: "DROGASIL 123", payeeId: p.drogasil.id, categoryId: saude!.id },
    { day: day("2025-06-02"), valor: cents(12000), description: "SMART FIT MENSAL", payeeId: p.smartfit.id, categoryId: saude!.id },
    { day: day("2025-07-01"), valor: cents(65000), description: "UNIMED", payeeId: p.unimed.id },
    { day: day("2025-08-01"), valor: cents(65000), description: "UNIMED", payeeId: p.unimed.id },
    ...months(2, 11).map((m) => ({ day: day(`2025-${m}-08`), valor: cents(120000), description: "MENSALIDADE COLEGIO", payeeId: p.colegio.id, categoryId: educacao!.id })),
    { day: day("2025-09-09"), valor: cents(90000), description: "CURSO DE INGLES", payeeId: p.escola.id, categoryId: educacao!.id },
    { day: day("2025-03-20"), valor: cents(100000), description: "BRASILPREV PGBL", payeeId: p.brasilprev.id },
    { day: day("2025-09-20"), valor: cents(100000), description: "BRASILPREV PGBL", payeeId: p.brasilprev.id },
    { day: day("2025-10-10"), valor: cents(12000), description: "Consulta avulsa", categoryId: saude!.id },
    { day: day("2025-10-11"), valor: cents(99900), description: "Massagem", categoryId: saude!.id },
  ]);
  const all = await db.select().from(transactions).where(eq(transactions.userId, userId));
  const rowsOf = (description: string) => all.filter((row) => row.description === description);
  const clinicaForLucas = (
    await insertRows([{ day: day("2025-03-03"), valor: cents(20000), description: "CLINICA VIDA PEDIATRIA", payeeId: p.clinica.id, categoryId: saude!.id }])
  )[0]!;
  // The school's rows are Lucas's (nine marked here, one through the API in the test); the massage is not deductible.
  const colegio = rowsOf("MENSALIDADE COLEGIO").sort((a, b) => a.transactionDate.localeCompare(b.transactionDate));
  await db.insert(transactionTax).values([
    ...colegio.slice(1).map((row) => ({ transactionId: row.id, userId, beneficiaryId: lucas!.id })),
    { transactionId: rowsOf("Massagem")[0]!.id, userId, deductible: false },
  ]);

  const investment = async (values: Omit<typeof investments.$inferInsert, "userId">) => {
    const [row] = await db.insert(investments).values({ userId, itemId, pluggyInvestmentId: crypto.randomUUID(), ...values }).returning();
    return row!;
  };
  const cdb = await investment({
    name: "CDB Inter 110% CDI",
    kind: "renda_fixa",
    subtype: "CDB",
    institutionName: "Banco Inter",
    institutionDocument: DOCS.inter,
    balance: cents(560000),
    purchaseDate: day("2024-01-10"),
    rateText: "110% do CDI",
  });
  const lci = await investment({
    name: "LCI Inter",
    kind: "renda_fixa",
    subtype: "LCI",
    institutionName: "Banco Inter",
    institutionDocument: DOCS.inter,
    balance: cents(1080000),
    purchaseDate: day("2025-03-10"),
  });
  const stocks = await investment({
    name: "ITSA4",
    kind: "acoes",
    subtype: "STOCK",
    institutionName: "Inter DTVM",
    institutionDocument: DOCS.inter,
    balance: cents(110000),
    quantity: "100",
    purchaseDate: day("2023-01-02"),
  });
  const fii = await investment({
    name: "FII HGLG11",
    kind: "fundos",
    subtype: "REAL_ESTATE_FUND",
    institutionName: "Inter DTVM",
    balance: cents(300000),
    purchaseDate: day("2025-05-02"),
  });
  const pgbl = await investment({
    name: "Brasilprev PGBL",
    kind: "previdencia",
    subtype: "RETIREMENT",
    institutionDocument: DOCS.brasilprev,
    balance: cents(200000),
    purchaseDate: day("2025-03-20"),
  });
  await db.insert(investmentMovements).values([
    { userId, investmentId: lci.id, day: day("2025-03-10"), type: "BUY", amount: cents(1000000) },
    { userId, investmentId: fii.id, day: day("2025-05-02"), type: "BUY", amount: cents(290000) },
  ]);

  const [financing, consignado] = await db
    .insert(loans)
    .values([
      {
        userId,
        itemId,
        pluggyLoanId: crypto.randomUUID(),
        name: "Financiamento apartamento",
        kind: "financiamento_imobiliario",
        creditorName: "Caixa Econômica Federal",
        creditorDocument: DOCS.caixa,
        contractNumber: "8.4444.0000001-1",
        contractDate: day("2020-02-01"),
        contractAmount: cents(25000000),
        balance: cents(19000000),
      },
      { userId, name: "Consignado", kind: "consignado", balance: cents(500000), contractDate: day("2024-06-01") },
    ])
    .returning();

  const snapshot = (subjectKind: "account" | "investment" | "loan", subjectId: string, on: Day, balance: Cents) => ({
    userId,
    subjectKind,
    subjectId,
    day: on,
    balance,
  });
  await db.insert(balanceSnapshots).values([
    snapshot("account", inter!.id, day("2024-12-31"), cents(1000000)),
    snapshot("account", inter!.id, day("2025-12-31"), cents(1543210)),
    snapshot("investment", cdb.id, day("2024-12-31"), cents(500000)),
    snapshot("investment", cdb.id, day("2025-12-31"), cents(560000)),
    snapshot("investment", stocks.id, day("2024-12-31"), cents(100000)),
    snapshot("investment", stocks.id, day("2025-12-31"), cents(110000)),
    snapshot("loan", financing!.id, day("2024-12-31"), cents(20000000)),
    snapshot("loan", financing!.id, day("2025-12-31"), cents(19000000)),
  ]);

  return {
    owner,
    userId,
    categories: { saude: saude!, educacao: educacao! },
    payees: p,
    accounts: { inter: inter!, joint: joint!, nubank: nubank!, carteira: carteira!, card: card! },
    lucas: lucas!,
    rows: {
      anaFirst: rowsOf("Consulta Dra. Ana").sort((a, b) => a.transactionDate.localeCompare(b.transactionDate))[0]!,
      colegioFirst: colegio[0]!,
      avulsa: rowsOf("Consulta avulsa")[0]!,
      clinicaForLucas,
    },
    investments: { cdb, lci, stocks, fii, pgbl },
    loans: { financing: financing!, consignado: consignado! },
  };
}

export type TaxYear = Awaited<ReturnType<typeof seedTaxYear>>;
