import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as createInstallments } from "@/app/api/v1/transaction/installment/route";
import { PATCH as patch } from "@/app/api/v1/transaction/[id]/route";
import { db } from "@/lib/server/db";
import { categories, transactions } from "@/db/schema";
import type { TransactionJson } from "@/lib/schemas/transactions";
import { call } from "../helpers/api";
import { refs, setupOwnerAndStranger, token, types } from "./transactions-fixtures";

setupOwnerAndStranger();

/** An 8× purchase on the owner's payment method; its parcelas in order. */
async function purchase() {
  const res = await call<TransactionJson[]>(createInstallments, {
    method: "POST",
    token,
    body: {
      description: "Geladeira",
      valor: 400,
      categoryId: refs.category.id,
      paymentMethodId: refs.paymentMethod.id,
      transactionTypeId: types.despesa,
      transactionDate: "2026-03-10",
      installments: 8,
    },
  });
  expect(res.status).toBe(201);
  return res.body;
}

const seriesEdit = (installment: TransactionJson, description: string, categoryId: string) =>
  call<{ message?: string }>(patch, {
    method: "PATCH",
    params: { id: installment._id },
    token,
    body: {
      description,
      valor: installment.valor,
      categoryId,
      paymentMethodId: installment.paymentMethodId?._id ?? null,
      transactionTypeId: types.despesa,
      transactionDate: installment.transactionDate,
      isObjective: false,
      objectiveId: null,
      scope: "all",
    },
  });

describe("parallel series edits of one parcela series", () => {
  it('8 parallel scope "all" edits from different parcelas: no 5xx, and the series ends as one of them', async () => {
    const installments = await purchase();
    const writes = await Promise.all(
      installments.map(async (installment, k) => {
        const [category] = await db
          .insert(categories)
          .values({ userId: refs.category.userId, name: `Série ${k}` })
          .returning({ id: categories.id });
        return { installment, description: `Geladeira ${k}`, categoryId: category!.id };
      }),
    );
    const answers = await Promise.all(writes.map((w) => seriesEdit(w.installment, w.description, w.categoryId)));
    expect(answers.map((res) => res.status)).toEqual(writes.map(() => 200));

    const rows = await db
      .select({ description: transactions.description, categoryId: transactions.categoryId })
      .from(transactions)
      .where(eq(transactions.installmentGroupId, installments[0]!.installmentGroupId!))
      .orderBy(asc(transactions.installmentIndex));
    const winner = writes.find((w) => rows[0]!.description.startsWith(`${w.description} (`));
    expect(winner).toBeDefined();
    expect(rows).toEqual(
      rows.map((_, k) => ({ description: `${winner!.description} (${k + 1}/8)`, categoryId: winner!.categoryId })),
    );
  });
});
