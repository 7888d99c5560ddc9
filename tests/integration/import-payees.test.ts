import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { payees, transactions } from "@/db/schema";
import { db } from "@/lib/server/db";
import { POST as commitImport } from "@/app/api/v1/import/[id]/commit/route";
import { POST as createTransaction } from "@/app/api/v1/transaction/route";
import type { ImportPreviewJson } from "@/lib/schemas/imports";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { uploadStatement } from "./import-fixtures";
import { createReferences, transactionTypeIds } from "./transactions-fixtures";

function statement(rows: { day: string; amount: string; fitid: string; memo?: string; name?: string; payeeAggregate?: boolean }[]) {
  const lines = rows.map((row) => {
    const name = row.name ? (row.payeeAggregate ? `<PAYEE><NAME>${row.name}</NAME></PAYEE>` : `<NAME>${row.name}</NAME>`) : "";
    const memo = row.memo ? `<MEMO>${row.memo}</MEMO>` : "";
    return `<STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>${row.day}</DTPOSTED><TRNAMT>${row.amount}</TRNAMT><FITID>${row.fitid}</FITID>${name}${memo}</STMTTRN>`;
  });
  const ofx = `<?xml version="1.0" encoding="UTF-8"?><OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>BRL</CURDEF><BANKTRANLIST>${lines.join("")}</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
  return new TextEncoder().encode(ofx);
}

async function importRows(token: string, bytes: Uint8Array, body: Record<string, unknown> = {}) {
  const preview = await uploadStatement<ImportPreviewJson>(token, "extrato.ofx", bytes, {});
  expect(preview.status, JSON.stringify(preview.body)).toBe(201);
  const committed = await call<{ created: number }>(commitImport, {
    method: "POST",
    path: `/api/v1/import/${preview.body._id}/commit`,
    params: { id: preview.body._id },
    token,
    body,
  });
  expect(committed.status, JSON.stringify(committed.body)).toBe(200);
  return preview.body;
}

async function rowsOf(userId: string) {
  return db
    .select({
      description: transactions.description,
      payee: payees.name,
      payeeId: transactions.payeeId,
      categoryId: transactions.categoryId,
      categorySource: transactions.categorySource,
    })
    .from(transactions)
    .leftJoin(payees, and(eq(payees.id, transactions.payeeId), eq(payees.userId, userId)))
    .where(eq(transactions.userId, userId))
    .orderBy(transactions.transactionDate);
}

describe("an OFX statement's NAME becomes the row's payee", () => {
  it("finds or creates one payee per name (PAYEE aggregate or plain NAME), the description staying MEMO", async () => {
    const { user, token } = await createTestUser();
    await importRows(
      token,
      statement([
        { day: "20260403", amount: "-27.50", fitid: "a1", memo: "COMPRA CARTAO 0304", name: "Padaria Pão Quente" },
        { day: "20260404", amount: "-12.00", fitid: "a2", memo: "COMPRA CARTAO 0404", name: "PADARIA PAO QUENTE", payeeAggregate: true },
        { day: "20260405", amount: "-64.00", fitid: "a3", name: "Uber" },
        { day: "20260406", amount: "-9.90", fitid: "a4", memo: "TARIFA" },
      ]),
    );
    const rows = await rowsOf(user.id);
    expect(rows.map((r) => [r.description, r.payee])).toEqual([
      ["COMPRA CARTAO 0304", "Padaria Pão Quente"],
      ["COMPRA CARTAO 0404", "Padaria Pão Quente"],
      ["Uber", "Uber"],
      ["TARIFA", null],
    ]);
    expect(rows[0]?.payeeId).toBe(rows[1]?.payeeId);
    expect(await db.select().from(payees).where(eq(payees.userId, user.id))).toHaveLength(2);
  });

  it("keeps where each category came from: the suggestion's source, or the person's choice", async () => {
    const { user, token } = await createTestUser();
    const refs = await createReferences(user.id);
    const other = await createReferences(user.id, "Outra ");
    const types = await transactionTypeIds();
    await call(createTransaction, {
      method: "POST",
      path: "/api/v1/transaction",
      token,
      body: { description: "Padaria", valor: 5, transactionTypeId: types.despesa, transactionDate: "2026-01-02", categoryId: refs.category.id, paymentMethodId: null, isObjective: false, objectiveId: null },
    });
    await importRows(
      token,
      statement([
        { day: "20260410", amount: "-8.00", fitid: "b1", memo: "Padaria" },
        { day: "20260411", amount: "-30.00", fitid: "b2", memo: "Livraria" },
        { day: "20260412", amount: "-7.00", fitid: "b3", memo: "Banca" },
      ]),
      { categories: { "1": other.category.id } },
    );
    const rows = (await rowsOf(user.id)).filter((r) => r.description !== "Padaria" || r.categorySource !== "person");
    expect(rows.map((r) => [r.description, r.categoryId, r.categorySource])).toEqual([
      ["Padaria", refs.category.id, "history"],
      ["Livraria", other.category.id, "person"],
      ["Banca", null, null],
    ]);
  });
});
