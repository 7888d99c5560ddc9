import { db } from "@/lib/server/db";
import { categories, paymentMethods } from "@/db/schema";
import { openFinanceAccounts, openFinanceItems, openFinanceTransactions } from "@/db/schema-open-finance";
import { day } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { createTestUser } from "../helpers/users";
import { insertTransaction } from "./record-fixtures";
import { transactionTypeIds } from "./transactions-fixtures";

let pluggySeq = 0;
const pluggyId = (prefix: string) => `${prefix}-${Date.now()}-${++pluggySeq}`;

/** A person with one connected bank (a conta corrente mapped to an account), a savings account and two categories. */
export async function connectedPerson(institutionName = "Pluggy Bank") {
  const { user, token } = await createTestUser();
  const [checking, savings, card] = await db
    .insert(paymentMethods)
    .values([
      { userId: user.id, name: `${institutionName} · Conta corrente`, kind: "account" },
      { userId: user.id, name: "Poupança", kind: "account" },
      { userId: user.id, name: "Cartão", kind: "credit_card", closingDay: 1, dueDay: 10 },
    ])
    .returning();
  const [mercado, salario] = await db
    .insert(categories)
    .values([
      { userId: user.id, name: "Mercado", type: "despesa" },
      { userId: user.id, name: "Salário", type: "receita" },
    ])
    .returning();
  const [item] = await db
    .insert(openFinanceItems)
    .values({ userId: user.id, pluggyItemId: pluggyId("item"), institutionName, status: "UPDATED" })
    .returning();
  const [account] = await db
    .insert(openFinanceAccounts)
    .values({
      userId: user.id,
      itemId: item!.id,
      pluggyAccountId: pluggyId("acc"),
      type: "BANK",
      name: "Conta corrente",
      paymentMethodId: checking!.id,
    })
    .returning();
  return {
    user,
    token,
    itemId: item!.id,
    accountId: account!.id,
    checking: checking!.id,
    savings: savings!.id,
    card: card!.id,
    mercado: mercado!.id,
    salario: salario!.id,
  };
}

/** A row the bank brought into the person's conta corrente, waiting for review unless told. */
export async function syncedRow(
  person: { user: { id: string }; accountId: string; checking: string },
  values: { description?: string; valor?: Cents; date?: Day; type?: "despesa" | "receita"; needsReview?: boolean; reconciled?: boolean; paymentMethodId?: string | null } = {},
) {
  const types = await transactionTypeIds();
  const row = await insertTransaction({
    userId: person.user.id,
    description: values.description ?? "PADARIA DO ZE",
    valor: values.valor ?? cents(1234),
    transactionDate: values.date ?? day("2026-11-20"),
    transactionTypeId: types[values.type ?? "despesa"],
    paymentMethodId: values.paymentMethodId === undefined ? person.checking : values.paymentMethodId,
  });
  await db.insert(openFinanceTransactions).values({
    transactionId: row.id,
    userId: person.user.id,
    accountId: person.accountId,
    pluggyTransactionId: pluggyId("tx"),
    status: "POSTED",
    rawDescription: `COMPRA CARTAO ${values.description ?? "PADARIA DO ZE"}`,
    needsReview: values.needsReview ?? true,
    reconciled: values.reconciled ?? false,
  });
  return row.id;
}
