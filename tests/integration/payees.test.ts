import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { payeeMerges, payees, recurringPayments } from "@/db/schema";
import { makePayeeResolver } from "@/server/payees/make-payee-resolver";
import { GET as listAll } from "@/app/api/v1/transaction/list-all/route";
import { PATCH as patchTransaction } from "@/app/api/v1/transaction/[id]/route";
import type { TransactionJson } from "@/lib/schemas/transactions";
import { cents } from "@/lib/format/money";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import {
  createPayee,
  deletePayee,
  getPayee,
  listPayees,
  patchPayee,
  payeeOf,
  people,
  postExpense,
} from "./payees-fixtures";

const CNPJ = "11222333000181";
const CPF = "52998224725";
const rowsOf = (userId: string) => db.select().from(payees).where(eq(payees.userId, userId));

describe("the payee resolver (bank sync)", () => {
  it("makes one payee per full CNPJ, whatever the name, and one per folded name without a document", async () => {
    const { user } = await createTestUser();
    const resolve = await makePayeeResolver(db, user.id);
    const a = await resolve({ name: "IFOOD.COM AGENCIA", document: "11.222.333/0001-81" });
    const b = await resolve({ name: "iFood", document: CNPJ });
    const c = await resolve({ name: "Padaria  São João", document: null });
    const d = await resolve({ name: "PADARIA SAO JOAO ", document: "123" });
    expect(a).toBe(b);
    expect(c).toBe(d);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.id === a)).toMatchObject({ document: CNPJ, documentMasked: false, kind: "empresa" });
    expect(rows.find((r) => r.id === c)).toMatchObject({ name: "Padaria São João", document: null, kind: null });
    // A fresh resolver (the next sync) finds the same rows.
    const next = await makePayeeResolver(db, user.id);
    expect(await next({ name: "Outro nome", document: CNPJ })).toBe(a);
    expect(await next(null)).toBeNull();
  });

  it("keeps a masked CPF as given, marked masked, one per name; a full CPF is a pessoa", async () => {
    const { user } = await createTestUser();
    const resolve = await makePayeeResolver(db, user.id);
    const masked = await resolve({ name: "Maria Silva", document: "***.456.789-**" });
    const again = await resolve({ name: "MARIA SILVA", document: "***.456.789-**" });
    const full = await resolve({ name: "Maria Silva", document: CPF });
    expect(masked).toBe(again);
    expect(full).not.toBe(masked);
    const rows = await rowsOf(user.id);
    expect(rows.find((r) => r.id === masked)).toMatchObject({ document: "***.456.789-**", documentMasked: true, kind: "pessoa" });
    expect(rows.find((r) => r.id === full)).toMatchObject({ document: CPF, documentMasked: false, kind: "pessoa" });
  });

  it("gives two syncs racing on one new party the same payee", async () => {
    const { user } = await createTestUser();
    const [first, second] = await Promise.all([makePayeeResolver(db, user.id), makePayeeResolver(db, user.id)]);
    const ids = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? first : second)({ name: "Netflix", document: i < 3 ? null : CNPJ })),
    );
    expect(new Set(ids.slice(0, 3)).size).toBe(1);
    expect(new Set(ids.slice(3)).size).toBe(1);
    expect(await rowsOf(user.id)).toHaveLength(2);
  });
});

describe("/payees", () => {
  it("creates, lists by search and page, reads and edits a payee; a CNPJ sets the kind", async () => {
    const p = await people();
    const created = await createPayee(p.token, { name: "  Padaria   Central ", document: "11.222.333/0001-81" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Padaria Central", document: CNPJ, kind: "empresa", transactionCount: 0 });
    await payeeOf(p.token, "Açougue Boi");
    await payeeOf(p.token, "Zé da Feira", { kind: "pessoa" });

    const page = await listPayees(p.token, { pageSize: "2" });
    expect(page.body.map((x) => x.name)).toEqual(["Açougue Boi", "Padaria Central"]);
    expect(page.headers.get("X-Total-Count")).toBe("3");
    expect((await listPayees(p.token, { q: "acougue" })).body.map((x) => x.name)).toEqual(["Açougue Boi"]);
    expect((await listPayees(p.token, { q: "22333" })).body.map((x) => x.name)).toEqual(["Padaria Central"]);

    const edited = await patchPayee(p.token, created.body.id, { name: "Padaria do Centro", defaultCategoryId: p.refs.category.id });
    expect(edited.body).toMatchObject({ name: "Padaria do Centro", document: CNPJ, defaultCategoryId: p.refs.category.id });
    expect((await getPayee(p.token, created.body.id)).body.name).toBe("Padaria do Centro");
  });

  it("refuses bad input in pt-BR with a 4xx", async () => {
    const p = await people();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ name: "   " }, 400, "O nome do favorecido é obrigatório."],
      [{ name: "X", document: "529.982.247-24" }, 400, "CPF ou CNPJ inválido: confira os dígitos."],
      [{ name: "X", kind: "firma" }, 400, 'Tipo de favorecido inválido: use "pessoa" ou "empresa".'],
      [{ name: "X", document: CPF, kind: "empresa" }, 400, "O tipo não combina com o documento: CPF é de pessoa, CNPJ de empresa."],
      [{ name: "X", defaultCategoryId: p.otherRefs.category.id }, 404, "Categoria não encontrada."],
    ];
    for (const [body, status, message] of cases) {
      const res = await createPayee(p.token, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toBe(message);
    }
    await payeeOf(p.token, "Mercado Bom");
    await payeeOf(p.token, "Mercado Bom", { document: CNPJ });
    expect((await createPayee(p.token, { name: "mercado  bom" })).body).toMatchObject({ code: "conflict", message: "Já existe um favorecido com esse nome." });
    expect((await createPayee(p.token, { name: "Outro", document: CNPJ })).status).toBe(409);
    expect((await listPayees(p.token, { page: "0" })).status).toBe(400);
  });

  it("merges a payee into another: its rows and bills move, its default category too, the merge is kept", async () => {
    const p = await people();
    const from = await payeeOf(p.token, "IFOOD *RESTAURANTE", { defaultCategoryId: p.refs.category.id });
    const into = await payeeOf(p.token, "iFood", { document: CNPJ });
    const row = await postExpense(p, { payeeId: from.id, description: "iFood jantar" });
    expect(row.body.payeeId).toBe(from.id);
    const [bill] = await db
      .insert(recurringPayments)
      .values({ userId: p.refs.category.userId, name: "iFood Clube", amount: cents(990), dueDay: 5, payeeId: from.id })
      .returning();

    const merged = await patchPayee(p.token, from.id, { mergeInto: into.id });
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({ id: into.id, defaultCategoryId: p.refs.category.id, transactionCount: 1 });
    expect((await getPayee(p.token, from.id)).status).toBe(404);
    const [moved] = await db.select().from(recurringPayments).where(eq(recurringPayments.id, bill!.id));
    expect(moved?.payeeId).toBe(into.id);
    const merges = await db.select().from(payeeMerges).where(eq(payeeMerges.intoPayeeId, into.id));
    expect(merges).toMatchObject([{ fromPayeeId: from.id, fromName: "IFOOD *RESTAURANTE" }]);
    const list = await call<TransactionJson[]>(listAll, { token: p.token, query: { month: 3, year: 2026, payee: into.id } });
    expect(list.body.map((t) => t._id)).toEqual([row.body._id]);
    expect((await patchPayee(p.token, into.id, { mergeInto: into.id })).status).toBe(400);
    expect((await patchPayee(p.token, into.id, { mergeInto: from.id, name: "x" })).status).toBe(400);
  });

  it("deletes a payee: its rows stay with their description, without a payee", async () => {
    const p = await people();
    const payee = await payeeOf(p.token, "Farmácia Boa");
    const row = await postExpense(p, { payeeId: payee.id, description: "Remédio" });
    expect((await deletePayee(p.token, payee.id)).status).toBe(204);
    const list = await call<TransactionJson[]>(listAll, { token: p.token, query: { month: 3, year: 2026 } });
    expect(list.body.find((t) => t._id === row.body._id)).toMatchObject({ description: "Remédio", payeeId: null });
    expect((await deletePayee(p.token, payee.id)).status).toBe(404);
  });

  it("answers 404 on every route for another person's payee, and changes nothing", async () => {
    const p = await people();
    const stranger = await createTestUser();
    const theirs = await payeeOf(stranger.token, "Loja Deles");
    const mine = await payeeOf(p.token, "Loja Minha");
    expect((await getPayee(p.token, theirs.id)).status).toBe(404);
    expect((await patchPayee(p.token, theirs.id, { name: "Tomada" })).status).toBe(404);
    expect((await patchPayee(p.token, theirs.id, { mergeInto: mine.id })).status).toBe(404);
    expect((await patchPayee(p.token, mine.id, { mergeInto: theirs.id })).status).toBe(404);
    expect((await deletePayee(p.token, theirs.id)).status).toBe(404);
    expect((await listPayees(p.token)).body.map((x) => x.name)).toEqual(["Loja Minha"]);
    const [still] = await db.select().from(payees).where(and(eq(payees.id, theirs.id), eq(payees.name, "Loja Deles")));
    expect(still).toBeDefined();
  });
});

describe("a transaction's payee", () => {
  it("is written on create and edit, kept when an edit leaves it out, and refused when it is another person's", async () => {
    const p = await people();
    const stranger = await createTestUser();
    const theirs = await payeeOf(stranger.token, "Loja Deles");
    const mine = await payeeOf(p.token, "Mercado");

    const refused = await postExpense(p, { payeeId: theirs.id });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe("Favorecido não encontrado.");

    const created = await postExpense(p, { payeeId: mine.id });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ payeeId: mine.id, categorySource: "person" });
    const body = (changes: Record<string, unknown>) => ({
      description: "Supermercado",
      valor: 10,
      transactionTypeId: p.types.despesa,
      transactionDate: "2026-03-10",
      ...changes,
    });
    const patch = (changes: Record<string, unknown>) =>
      call<TransactionJson & { message?: string }>(patchTransaction, {
        method: "PATCH",
        params: { id: created.body._id },
        token: p.token,
        body: body(changes),
      });
    expect((await patch({ payeeId: theirs.id })).status).toBe(404);
    const kept = await patch({});
    expect(kept.body).toMatchObject({ payeeId: mine.id, categoryId: null, categorySource: null });
    const cleared = await patch({ payeeId: null, categoryId: p.refs.category.id });
    expect(cleared.body).toMatchObject({ payeeId: null, categorySource: "person" });
  });
});
