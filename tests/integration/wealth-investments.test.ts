import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as list, POST } from "@/app/api/v1/investments/route";
import { DELETE, GET, PATCH } from "@/app/api/v1/investments/[id]/route";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import type { InvestmentJson } from "@/lib/schemas/investment";
import { cents } from "@/lib/format/money";
import { call } from "../helpers/api";
import { ownerAndStranger } from "./record-fixtures";
import { insertConnectedInvestment, insertConnection, snapshotsOf } from "./wealth-fixtures";

const restoreBilling = await vi.hoisted(async () => (await import("./billing-on")).enableBilling());
afterAll(restoreBilling);

type Answer = InvestmentJson & { message?: string; code?: string };
const basePath = "/api/v1/investments";
let token: string;
let userId: string;
let otherToken: string;

beforeAll(async () => {
  ({ token, userId, otherToken } = await ownerAndStranger());
});

const cdb = {
  name: "CDB Banco X",
  kind: "renda_fixa",
  subtype: "CDB",
  institutionName: "Banco X",
  institutionDocument: "60.746.948/0001-12",
  issuer: "Banco X S.A.",
  balanceCents: 1_000_000,
  amountOriginalCents: 950_000,
  rateText: "110% do CDI",
  purchaseDate: "2025-06-10",
  dueDate: "2028-06-10",
};
const create = (body: unknown, as = token) => call<Answer>(POST, { method: "POST", path: basePath, body, token: as });
const item = (id: string, as = token) => ({ path: `${basePath}/${id}`, params: { id }, token: as });
const patch = (id: string, body: unknown, as = token) => call<Answer>(PATCH, { ...item(id, as), method: "PATCH", body });
const remove = (id: string, as = token) => call<Answer>(DELETE, { ...item(id, as), method: "DELETE" });

describe("investments typed by hand", () => {
  it("creates one with its details in centavos, and records today's balance", async () => {
    const res = await create(cdb);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "CDB Banco X",
      kind: "renda_fixa",
      subtype: "CDB",
      institutionDocument: "60746948000112",
      balanceCents: 1_000_000,
      amountOriginalCents: 950_000,
      rateText: "110% do CDI",
      dueDate: "2028-06-10",
      status: "ACTIVE",
      connected: false,
      bankName: null,
    });
    expect(await snapshotsOf("investment", res.body.id)).toEqual([{ day: todayInSaoPaulo(), balance: cents(1000000) }]);

    const fetched = await call<Answer>(GET, item(res.body.id));
    expect(fetched.body).toEqual(res.body);
    const all = await call<InvestmentJson[]>(list, { path: basePath, token });
    expect(all.body.map((i) => i.id)).toContain(res.body.id);
  });

  it("updates the balance, and today's snapshot follows the last value typed", async () => {
    const { body } = await create({ name: "Tesouro Selic", kind: "renda_fixa", balanceCents: 200_000 });
    expect((await patch(body.id, { balanceCents: 210_050 })).body.balanceCents).toBe(210_050);
    const again = await patch(body.id, { balanceCents: 0, rateText: "Selic + 0,1%" });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ balanceCents: 0, rateText: "Selic + 0,1%", name: "Tesouro Selic" });
    expect(await snapshotsOf("investment", body.id)).toEqual([{ day: todayInSaoPaulo(), balance: cents(0) }]);
  });

  it("deletes one typed by hand, with its snapshots", async () => {
    const { body } = await create({ name: "Bitcoin", kind: "cripto", balanceCents: 50_000 });
    expect((await remove(body.id)).status).toBe(204);
    expect((await call(GET, item(body.id))).status).toBe(404);
    expect(await snapshotsOf("investment", body.id)).toEqual([]);
  });

  it.each([
    ["an unknown kind", { ...cdb, kind: "imoveis" }, "Tipo inválido"],
    ["a negative balance", { ...cdb, balanceCents: -1 }, "O saldo não pode ser negativo."],
    ["a balance in reais", { ...cdb, balanceCents: 10.5 }, "O saldo deve ser um número inteiro de centavos."],
    ["no balance", { name: "X", kind: "acoes" }, "Informe o saldo."],
    ["a balance too large", { ...cdb, balanceCents: 100_000_000_000 }, "O saldo deve ser no máximo R$ 999.999.999,99."],
    ["an impossible day", { ...cdb, dueDate: "2027-02-30" }, "A data de vencimento deve ser uma data válida no formato AAAA-MM-DD."],
    ["a day in another format", { ...cdb, purchaseDate: "10/06/2025" }, "A data da aplicação deve ser uma data válida"],
    ["a name too long", { ...cdb, name: "x".repeat(121) }, "O nome deve ter no máximo 120 caracteres."],
    ["a blank name", { ...cdb, name: "  " }, "O nome é obrigatório."],
    ["a rate too long", { ...cdb, rateText: "9".repeat(61) }, "A rentabilidade deve ter no máximo 60 caracteres."],
    ["a CNPJ with wrong digits", { ...cdb, institutionDocument: "60746948000113" }, "O CNPJ da instituição deve ter os 14 dígitos de um CNPJ válido."],
    ["a bad tax code", { ...cdb, taxCode: "0402" }, "Código de Bens e Direitos inválido"],
  ])("refuses %s with a pt-BR 400", async (_case, body, message) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it("refuses an empty change", async () => {
    const { body } = await create({ name: "Fundo DI", kind: "fundos", balanceCents: 1000 });
    const res = await patch(body.id, {});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Informe o que alterar.");
  });
});

describe("another person's investment", () => {
  it("is not found, and stays as it was", async () => {
    const { body } = await create({ name: "Ações PETR4", kind: "acoes", balanceCents: 300_000 });
    expect((await call<Answer>(GET, item(body.id, otherToken))).status).toBe(404);
    const changed = await patch(body.id, { balanceCents: 1 }, otherToken);
    expect(changed.status).toBe(404);
    expect(changed.body.message).toBe("Investimento não encontrado.");
    expect((await remove(body.id, otherToken)).status).toBe(404);
    const others = await call<InvestmentJson[]>(list, { path: basePath, token: otherToken });
    expect(others.body.map((i) => i.id)).not.toContain(body.id);
    expect((await call<Answer>(GET, item(body.id))).body.balanceCents).toBe(300_000);
  });
});

describe("a connected investment", () => {
  it("shows its bank, takes a new kind and tax code, and refuses anything else or a delete with a 409", async () => {
    const id = await insertConnectedInvestment(userId, await insertConnection(userId));
    const shown = await call<Answer>(GET, item(id));
    expect(shown.body).toMatchObject({ connected: true, bankName: "Banco Inter", balanceCents: 500_000 });

    const retyped = await patch(id, { kind: "outros", taxCode: "04-02" });
    expect(retyped.status).toBe(200);
    expect(retyped.body).toMatchObject({ kind: "outros", taxCode: "04-02" });

    for (const body of [{ balanceCents: 1 }, { name: "Outro nome" }, { kind: "acoes", rateText: "100% CDI" }]) {
      const res = await patch(id, body);
      expect(res.status).toBe(409);
      expect(res.body.message).toContain("vem de uma conexão bancária");
    }
    const deleted = await remove(id);
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toContain("desconecte o banco");
    expect((await call<Answer>(GET, item(id))).body).toMatchObject({ name: "CDB Inter 110% CDI", balanceCents: 500_000, kind: "outros" });
    expect(await snapshotsOf("investment", id)).toEqual([]);
  });
});
