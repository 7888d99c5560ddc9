import { expect } from "vitest";
import { POST as createMethod } from "@/app/api/v1/payment-method/route";
import { POST as pay } from "@/app/api/v1/payment-method/[id]/statements/[month]/payments/route";
import { POST as createInstallments } from "@/app/api/v1/transaction/installment/route";
import { POST as createTransaction } from "@/app/api/v1/transaction/route";
import { POST as createTransfer } from "@/app/api/v1/transfer/route";
import { db } from "@/lib/server/db";
import { categories } from "@/db/schema";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { transactionTypeIds } from "./transactions-fixtures";

/**
 * One household for the regime tests (budgets and reports), written through the API so the card's
 * faturas are placed by the real rules. Card "Cartão": closing on the 3rd, due on the 10th.
 *
 *   05/03/2026 Salário     receita 5.000,00  Conta
 *   02/03/2026 Padaria     despesa    20,01  Cartão, Mercado → fatura 2026-03 (closes 03/03)
 *   03/03/2026 Feira       despesa   150,35  Cartão, Mercado → on the closing day: fatura 2026-04
 *   20/02/2026 Geladeira   100,00 in 3× on Cartão, Casa: 33,34 (20/02) + 33,33 (20/03) + 33,33 (20/04)
 *                          → faturas 2026-03, 2026-04, 2026-05
 *   15/03/2026 Luz         despesa    80,50  Conta, Casa
 *   10/03/2026 fatura 2026-03 paid in full from Conta: 20,01 + 33,34 = 53,35 (never an expense)
 *   12/03/2026 transfer of 500,00 from Conta to Poupança (never income nor expense)
 *
 * Competência (by date):   Feb 33,34 · Mar 150,35 + 20,01 + 33,33 + 80,50 = 284,19 · Apr 33,33 · May 0
 *   Mar by category: Mercado 170,36, Casa 113,83.
 * Caixa (card items by fatura): Feb 0 · Mar 20,01 + 33,34 + 80,50 = 133,85 · Apr 150,35 + 33,33 = 183,68
 *   · May 33,33. Mar by category: Mercado 20,01, Casa 113,84; Apr: Mercado 150,35, Casa 33,33.
 * Both: revenue 5.000,00 in March only; Feb–May expense 350,86.
 * Conta's balance: 5.000,00 − 80,50 − 53,35 − 500,00 = 4.366,15; Poupança 500,00.
 */
export const REGIME_TODAY = new Date("2026-06-15T15:00:00.000Z");

export interface RegimeHousehold {
  token: string;
  userId: string;
  ids: Record<"conta" | "poupanca" | "cartao" | "mercado" | "casa", string>;
}

export async function createRegimeHousehold(): Promise<RegimeHousehold> {
  const { token, user } = await createTestUser();
  const types = await transactionTypeIds();
  const post = async <T,>(handler: Parameters<typeof call>[0], path: string, body: unknown, params?: Record<string, string>) => {
    const res = await call<T>(handler, { method: "POST", path, body, params, token });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  };
  const method = async (body: Record<string, unknown>) =>
    (await post<{ _id: string }>(createMethod, "/api/v1/payment-method", body))._id;
  const conta = await method({ name: "Conta", color: "#6366F1", kind: "account" });
  const poupanca = await method({ name: "Poupança", kind: "account" });
  const cartao = await method({ name: "Cartão", color: "#F59E0B", kind: "credit_card", closingDay: 3, dueDay: 10 });
  const [mercado, casa] = await db
    .insert(categories)
    .values([
      { userId: user.id, name: "Mercado", color: "#10B981" },
      { userId: user.id, name: "Casa", color: "#8B5CF6" },
    ])
    .returning();
  const ids = { conta, poupanca, cartao, mercado: mercado!.id, casa: casa!.id };

  const record = (
    type: "receita" | "despesa",
    description: string,
    valor: number,
    transactionDate: string,
    paymentMethodId: string,
    categoryId: string | null = null,
  ) =>
    post(createTransaction, "/api/v1/transaction", {
      description,
      valor,
      transactionDate,
      transactionTypeId: types[type],
      paymentMethodId,
      categoryId,
      isObjective: false,
    });
  const spend = (...args: [string, number, string, string, string]) => record("despesa", ...args);
  await record("receita", "Salário", 5000, "2026-03-05", conta);
  await spend("Padaria", 20.01, "2026-03-02", cartao, ids.mercado);
  await spend("Feira", 150.35, "2026-03-03", cartao, ids.mercado);
  await spend("Luz", 80.5, "2026-03-15", conta, ids.casa);
  await post(createInstallments, "/api/v1/transaction/installment", {
    description: "Geladeira",
    valor: 100,
    installments: 3,
    transactionDate: "2026-02-20",
    transactionTypeId: types.despesa,
    paymentMethodId: cartao,
    categoryId: ids.casa,
  });
  await post(
    pay,
    `/api/v1/payment-method/${cartao}/statements/2026-03/payments`,
    { amount: 53.35, paidOn: "2026-03-10", fromPaymentMethodId: conta },
    { id: cartao, month: "2026-03" },
  );
  await post(createTransfer, "/api/v1/transfer", {
    fromPaymentMethodId: conta,
    toPaymentMethodId: poupanca,
    amount: 500,
    date: "2026-03-12",
  });
  return { token, userId: user.id, ids };
}
