import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as list, POST } from "@/app/api/v1/loans/route";
import { DELETE, GET, PATCH } from "@/app/api/v1/loans/[id]/route";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import type { LoanJson } from "@/lib/schemas/loan";
import { cents } from "@/lib/format/money";
import { call } from "../helpers/api";
import { ownerAndStranger } from "./record-fixtures";
import { insertConnectedLoan, insertConnection, snapshotsOf } from "./wealth-fixtures";

const restoreBilling = await vi.hoisted(async () => (await import("./billing-on")).enableBilling());
afterAll(restoreBilling);

type Answer = LoanJson & { message?: string; code?: string };
const basePath = "/api/v1/loans";
let token: string;
let userId: string;
let otherToken: string;

beforeAll(async () => {
  ({ token, userId, otherToken } = await ownerAndStranger());
});

const consignado = {
  name: "Consignado INSS",
  kind: "consignado",
  creditorName: "Banco X",
  creditorDocument: "60746948000112",
  contractAmountCents: 2_000_000,
  contractDate: "2025-03-01",
  balanceCents: 1_450_000,
  installmentAmountCents: 65_000,
  installmentsTotal: 48,
  installmentsPaid: 12,
  cet: 23.8765,
  dueDate: "2029-03-01",
};
const create = (body: unknown, as = token) => call<Answer>(POST, { method: "POST", path: basePath, body, token: as });
const item = (id: string, as = token) => ({ path: `${basePath}/${id}`, params: { id }, token: as });
const patch = (id: string, body: unknown, as = token) => call<Answer>(PATCH, { ...item(id, as), method: "PATCH", body });
const remove = (id: string, as = token) => call<Answer>(DELETE, { ...item(id, as), method: "DELETE" });

describe("loans typed by hand", () => {
  it("creates one with its installments and CET, and records what is owed today", async () => {
    const res = await create(consignado);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...consignado, connected: false, bankName: null, taxCode: null });
    expect(await snapshotsOf("loan", res.body.id)).toEqual([{ day: todayInSaoPaulo(), balance: cents(1450000) }]);
    expect((await call<Answer>(GET, item(res.body.id))).body).toEqual(res.body);
    const all = await call<LoanJson[]>(list, { path: basePath, token });
    expect(all.body.map((l) => l.id)).toContain(res.body.id);
  });

  it("updates the balance and the installments paid, and refuses more paid than the total", async () => {
    const { body } = await create(consignado);
    const res = await patch(body.id, { balanceCents: 1_385_000, installmentsPaid: 13 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ balanceCents: 1_385_000, installmentsPaid: 13, installmentsTotal: 48 });
    expect(await snapshotsOf("loan", body.id)).toEqual([{ day: todayInSaoPaulo(), balance: cents(1385000) }]);

    const over = await patch(body.id, { installmentsPaid: 49 });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe("As parcelas pagas não podem passar do total de parcelas.");
    expect((await patch(body.id, { installmentsTotal: 10 })).status).toBe(400);
  });

  it("deletes one typed by hand, with its snapshots", async () => {
    const { body } = await create({ name: "Cheque especial", kind: "cheque_especial", balanceCents: 12_000 });
    expect((await remove(body.id)).status).toBe(204);
    expect((await call(GET, item(body.id))).status).toBe(404);
    expect(await snapshotsOf("loan", body.id)).toEqual([]);
  });

  it.each([
    ["a negative balance", { ...consignado, balanceCents: -100 }, "O saldo devedor não pode ser negativo."],
    ["an unknown kind", { ...consignado, kind: "agiota" }, "Tipo inválido"],
    ["an impossible contract day", { ...consignado, contractDate: "2025-13-01" }, "A data do contrato deve ser uma data válida"],
    ["a name too long", { ...consignado, name: "y".repeat(121) }, "O nome deve ter no máximo 120 caracteres."],
    ["zero installments", { ...consignado, installmentsTotal: 0 }, "O número de parcelas deve ser um inteiro de 1 a 600."],
    ["more paid than the total", { ...consignado, installmentsPaid: 50 }, "As parcelas pagas não podem passar do total"],
    ["a negative CET", { ...consignado, cet: -1 }, "CET inválido"],
    ["a tax code of three digits", { ...consignado, taxCode: "111" }, "Código de Dívidas e Ônus inválido"],
    ["a creditor CNPJ too short", { ...consignado, creditorDocument: "123" }, "O CNPJ do credor deve ter os 14 dígitos"],
  ])("refuses %s with a pt-BR 400", async (_case, body, message) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it("refuses a negative balance on an update too", async () => {
    const { body } = await create(consignado);
    const res = await patch(body.id, { balanceCents: -1 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("O saldo devedor não pode ser negativo.");
  });
});

describe("another person's loan", () => {
  it("is not found, and stays as it was", async () => {
    const { body } = await create(consignado);
    expect((await call<Answer>(GET, item(body.id, otherToken))).status).toBe(404);
    const changed = await patch(body.id, { balanceCents: 1 }, otherToken);
    expect(changed.status).toBe(404);
    expect(changed.body.message).toBe("Empréstimo não encontrado.");
    expect((await remove(body.id, otherToken)).status).toBe(404);
    const others = await call<LoanJson[]>(list, { path: basePath, token: otherToken });
    expect(others.body.map((l) => l.id)).not.toContain(body.id);
    expect((await call<Answer>(GET, item(body.id))).body.balanceCents).toBe(1_450_000);
  });
});

describe("a connected loan", () => {
  it("shows its bank, takes a new kind and tax code, and refuses anything else or a delete with a 409", async () => {
    const id = await insertConnectedLoan(userId, await insertConnection(userId));
    expect((await call<Answer>(GET, item(id))).body).toMatchObject({ connected: true, bankName: "Banco Inter" });

    const retyped = await patch(id, { kind: "outro", taxCode: "11" });
    expect(retyped.status).toBe(200);
    expect(retyped.body).toMatchObject({ kind: "outro", taxCode: "11" });

    for (const body of [{ balanceCents: 0 }, { installmentsPaid: 3 }, { taxCode: "12", cet: 10 }]) {
      const res = await patch(id, body);
      expect(res.status).toBe(409);
      expect(res.body.message).toContain("vem de uma conexão bancária");
    }
    const deleted = await remove(id);
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toContain("desconecte o banco");
    expect((await call<Answer>(GET, item(id))).body).toMatchObject({ balanceCents: 8_000_000, taxCode: "11" });
  });
});
