import { beforeAll, describe, expect, it } from "vitest";
import { GET as getReport } from "@/app/api/v1/tax/[year]/route";
import { GET as getPdf } from "@/app/api/v1/tax/[year]/pdf/route";
import { GET as getCsv } from "@/app/api/v1/tax/[year]/csv/route";
import { GET as listDependents, POST as createDependent } from "@/app/api/v1/user/dependents/route";
import { DELETE as deleteDependent, PATCH as patchDependent } from "@/app/api/v1/user/dependents/[id]/route";
import { PATCH as patchCategory } from "@/app/api/v1/category/[id]/route";
import { GET as getPayee, PATCH as patchPayee } from "@/app/api/v1/payees/[id]/route";
import { PATCH as patchTransaction } from "@/app/api/v1/transaction/[id]/route";
import { GET as getRowTax, PATCH as patchRowTax } from "@/app/api/v1/transaction/[id]/tax/route";
import { GET as getBankDetails, PATCH as patchBankDetails } from "@/app/api/v1/payment-method/[id]/bank-details/route";
import type { TaxReport } from "@/lib/schemas/tax";
import { currentYearMonth } from "@/lib/domain/calendar";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { DOCS, seedTaxYear } from "./tax-fixtures";
import type { TaxYear } from "./tax-fixtures";

type Message = { message: string; code: string };

let year: TaxYear;
let stranger: Awaited<ReturnType<typeof createTestUser>>;

beforeAll(async () => {
  year = await seedTaxYear();
  stranger = await createTestUser({ name: "Outra Pessoa" });
});

describe("dependentes: /user/dependents", () => {
  it("creates, lists, changes and removes one, CPF checked and kept as digits", async () => {
    const token = year.owner.token;
    const created = await call<{ id: string }>(createDependent, {
      method: "POST",
      token,
      body: { name: "Bia Teste", cpf: "927.056.427-49", birthDate: "2015-01-02", relationship: "21" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Bia Teste", cpf: "92705642749", relationshipDescription: "Filho(a) ou enteado(a) até 21 anos" });
    const list = await call<{ name: string }[]>(listDependents, { token });
    expect(list.body.map((person) => person.name)).toEqual(["Bia Teste", "Lucas Teste"]);
    const changed = await call(patchDependent, { method: "PATCH", token, params: { id: created.body.id }, body: { relationship: "22" } });
    expect(changed.body).toMatchObject({ relationship: "22" });
    const twice = await call<Message>(createDependent, {
      method: "POST",
      token,
      body: { name: "Bia de novo", cpf: "92705642749", birthDate: "2015-01-02", relationship: "21" },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("Já existe um dependente com esse CPF.");
    expect((await call(deleteDependent, { method: "DELETE", token, params: { id: created.body.id } })).status).toBe(204);
    expect((await call<unknown[]>(listDependents, { token })).body).toHaveLength(1);
  });

  it.each([
    [{ name: "X", cpf: "***.056.427-**", birthDate: "2015-01-02", relationship: "21" }, "CPF inválido: confira os dígitos (o CPF completo, sem asteriscos)."],
    [{ name: "X", cpf: "92705642748", birthDate: "2015-01-02", relationship: "21" }, "CPF inválido: confira os dígitos (o CPF completo, sem asteriscos)."],
    [{ name: "X", cpf: "92705642749", birthDate: "2099-01-02", relationship: "21" }, "Data de nascimento inválida: use AAAA-MM-DD, de 1900 até hoje."],
    [{ name: "X", cpf: "92705642749", birthDate: "2015-01-02", relationship: "99" }, expect.stringContaining("Relação de dependência inválida")],
    [{ name: " ", cpf: "92705642749", birthDate: "2015-01-02", relationship: "21" }, "O nome do dependente é obrigatório."],
    [{ name: "Eu", cpf: DOCS.titular, birthDate: "2015-01-02", relationship: "21" }, "Esse CPF é o seu: um dependente tem CPF próprio."],
  ])("refuses %j with a pt-BR 400", async (body, message) => {
    const answer = await call<Message>(createDependent, { method: "POST", token: year.owner.token, body });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toEqual(message);
  });
});

describe("markings", () => {
  it("a category's code must be one of its kind's; null unmarks it", async () => {
    const token = year.owner.token;
    const wrong = await call<Message>(patchCategory, {
      method: "PATCH",
      token,
      params: { id: year.categories.saude.id },
      body: { deductible: { kind: "saude", code: "01" } },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("O código não é de saúde na declaração: use 09, 10, 11, 12, 13, 14, 21, 26.");
    const bad = await call<Message>(patchCategory, { method: "PATCH", token, params: { id: year.categories.saude.id }, body: { deductible: { kind: "lazer", code: "10" } } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Tipo de dedução inválido: use "saude", "educacao", "previdencia" ou "pensao".');
    const marked = await call(patchCategory, { method: "PATCH", token, params: { id: year.categories.saude.id }, body: { deductible: { kind: "saude", code: "10" } } });
    expect(marked.body).toMatchObject({ deductible: { kind: "saude", code: "10" } });
    const unmarked = await call(patchCategory, { method: "PATCH", token, params: { id: year.categories.saude.id }, body: { deductible: null } });
    expect(unmarked.body).toMatchObject({ deductible: null });
  });

  it("a payee carries its marking, and its document fixes its pendência", async () => {
    const token = year.owner.token;
    const marked = await call(patchPayee, { method: "PATCH", token, params: { id: year.payees.ana.id }, body: { deductible: { kind: "saude", code: "12" }, document: "085.730.493-32" } });
    expect(marked.status).toBe(200);
    expect((await call(getPayee, { token, params: { id: year.payees.ana.id } })).body).toMatchObject({ deductible: { kind: "saude", code: "12" }, document: DOCS.lucas });
    const report = await call<TaxReport>(getReport, { token, params: { year: "2025" } });
    expect(report.body.pending.some((item) => item.targetId === year.payees.ana.id)).toBe(false);
    expect(report.body.payments.find((line) => line.payeeId === year.payees.ana.id)?.payeeDocument).toBe(DOCS.lucas);
  });

  it("a row takes a beneficiary, a reimbursed part up to its amount, and a no; GET reads it back", async () => {
    const token = year.owner.token;
    const id = year.rows.avulsa.id;
    const set = await call(patchRowTax, { method: "PATCH", token, params: { id }, body: { beneficiaryId: year.lucas.id, reimbursedCents: 12_000 } });
    expect(set.body).toEqual({ transactionId: id, beneficiaryId: year.lucas.id, reimbursedCents: 12_000, deductible: null, code: null });
    expect((await call(getRowTax, { token, params: { id } })).body).toEqual(set.body);
    const tooMuch = await call<Message>(patchTransaction, { method: "PATCH", token, params: { id }, body: { tax: { reimbursedCents: 12_001 } } });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe("O valor reembolsado não pode passar do valor do lançamento.");
    const negative = await call<Message>(patchTransaction, { method: "PATCH", token, params: { id }, body: { tax: { reimbursedCents: -1 } } });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toContain("Valor reembolsado inválido");
    const noCode = await call<Message>(patchRowTax, { method: "PATCH", token, params: { id: year.rows.colegioFirst.id }, body: { deductible: true, code: "77" } });
    expect(noCode.status).toBe(400);
    const off = await call<{ tax: unknown; description: string }>(patchTransaction, { method: "PATCH", token, params: { id }, body: { tax: { deductible: false } } });
    expect(off.status).toBe(200);
    expect(off.body.description).toBe("Consulta avulsa");
    expect(off.body.tax).toMatchObject({ deductible: false });
    const report = await call<TaxReport>(getReport, { token, params: { year: "2025" } });
    expect(report.body.payments.some((line) => line.transactionIds.includes(id))).toBe(false);
    expect(report.body.pending.some((item) => item.targetId === id)).toBe(false);
  });

  it("an account's bank details fix its pendência; a card has none", async () => {
    const token = year.owner.token;
    const id = year.accounts.nubank.id;
    const saved = await call(patchBankDetails, {
      method: "PATCH",
      token,
      params: { id },
      body: { bankCode: "260", branch: "0001", accountNumber: "1234-5", institutionDocument: "18.236.120/0001-58" },
    });
    expect(saved.status).toBe(200);
    expect((await call(getBankDetails, { token, params: { id } })).body).toEqual({
      paymentMethodId: id,
      bankCode: "260",
      branch: "0001",
      accountNumber: "1234-5",
      institutionDocument: "18236120000158",
      joint: false,
      taxCode: null,
    });
    const report = await call<TaxReport>(getReport, { token, params: { year: "2025" } });
    expect(report.body.pending.some((item) => item.targetId === id)).toBe(false);
    expect(report.body.assets.find((line) => line.source.id === id)).toMatchObject({ bank: "260", branch: "0001", account: "1234-5" });
    const card = await call<Message>(patchBankDetails, { method: "PATCH", token, params: { id: year.accounts.card.id }, body: { joint: true } });
    expect(card.status).toBe(400);
    expect(card.body.message).toBe("Só contas (que guardam dinheiro) têm banco, agência e conta.");
  });
});

describe("the current ano-calendário", () => {
  it("reads 2026's rules with Lei 15.270/2025's notes, and 31/12 still to come as today's balance, estimated", async () => {
    const answer = await call<TaxReport>(getReport, { token: year.owner.token, params: { year: "2026" } });
    expect(answer.status).toBe(200);
    expect(answer.body.rules.year).toBe(2026);
    expect(answer.body.rules.educationCapPerPerson).toMatchObject({ valueCents: 356_150, toCheck: true });
    expect(answer.body.rules.notes.map((note) => note.source)).toEqual(["Lei 15.270/2025", "Lei 15.270/2025", "Lei 15.270/2025"]);
    expect(answer.body.assets.find((line) => line.source.id === year.accounts.inter.id)).toMatchObject({
      balancePreviousCents: 1_543_210,
      estimated: true,
    });
    expect(answer.body.debts.find((line) => line.loanId === year.loans.financing.id)).toMatchObject({
      balancePreviousCents: 19_000_000,
      balanceCents: 19_000_000,
      estimated: true,
    });
    expect(answer.body.income).toEqual([]);
  });
});

describe("bad input is a pt-BR 400", () => {
  const max = currentYearMonth().year;
  it.each(["1999", String(max + 1), "abc", "20255"])("year %s", async (value) => {
    for (const handler of [getReport, getPdf]) {
      const answer = await call<Message>(handler, { token: year.owner.token, params: { year: value } });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(`Ano inválido: informe um ano-calendário de 2000 a ${max}.`);
    }
  });

  it("a CSV section that does not exist", async () => {
    const answer = await call<Message>(getCsv, { token: year.owner.token, params: { year: "2025" }, query: { section: "bens" } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("Seção inválida: use income, exempt, exclusive, payments, assets ou debts.");
  });

  it.each([
    [{ bankCode: "12" }, "Código do banco inválido: use os 3 dígitos do banco (ex.: 341)."],
    [{ branch: "12a" }, "Agência inválida: use até 10 dígitos (com o dígito, se houver, após o hífen)."],
    [{ institutionDocument: "11.222.333/0001-82" }, "CNPJ da instituição inválido: confira os dígitos."],
    [{ taxCode: "03-01" }, 'Código de bem inválido para uma conta: use "06-01" (conta corrente) ou "04-01" (poupança).'],
    [{}, "Informe o que alterar: bankCode, branch, accountNumber, institutionDocument, joint ou taxCode."],
  ])("bank details %j", async (body, message) => {
    const answer = await call<Message>(patchBankDetails, { method: "PATCH", token: year.owner.token, params: { id: year.accounts.joint.id }, body });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it("a row's tax with a malformed beneficiary", async () => {
    const answer = await call<Message>(patchRowTax, { method: "PATCH", token: year.owner.token, params: { id: year.rows.anaFirst.id }, body: { beneficiaryId: "x" } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("Identificador de dependente inválido.");
  });
});

describe("another person's records are a 404 (IDOR)", () => {
  it("their report holds none of the owner's rows", async () => {
    const answer = await call<TaxReport>(getReport, { token: stranger.token, params: { year: "2025" } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ income: [], payments: [], assets: [], debts: [], exempt: [], exclusive: [], dependents: [] });
    expect(answer.body.titular.name).toBe("Outra Pessoa");
    expect(answer.body.pending).toEqual([
      { kind: "titular_cpf", message: "Adicione o seu CPF no perfil para usar na declaração.", targetId: null },
    ]);
  });

  it("every new route refuses the owner's ids", async () => {
    const token = stranger.token;
    const answers = [
      await call(patchDependent, { method: "PATCH", token, params: { id: year.lucas.id }, body: { name: "Tomado" } }),
      await call(deleteDependent, { method: "DELETE", token, params: { id: year.lucas.id } }),
      await call(getRowTax, { token, params: { id: year.rows.anaFirst.id } }),
      await call(patchRowTax, { method: "PATCH", token, params: { id: year.rows.anaFirst.id }, body: { reimbursedCents: 1 } }),
      await call(patchTransaction, { method: "PATCH", token, params: { id: year.rows.anaFirst.id }, body: { tax: { deductible: false } } }),
      await call(getBankDetails, { token, params: { id: year.accounts.inter.id } }),
      await call(patchBankDetails, { method: "PATCH", token, params: { id: year.accounts.inter.id }, body: { joint: true } }),
      await call(patchCategory, { method: "PATCH", token, params: { id: year.categories.saude.id }, body: { deductible: null } }),
      await call(patchPayee, { method: "PATCH", token, params: { id: year.payees.ana.id }, body: { deductible: null } }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 404));
  });

  it("a row of one's own cannot name another person's dependente", async () => {
    const own = await seedTaxYear();
    const answer = await call<Message>(patchRowTax, {
      method: "PATCH",
      token: own.owner.token,
      params: { id: own.rows.anaFirst.id },
      body: { beneficiaryId: year.lucas.id },
    });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe("Dependente não encontrado.");
  });
});
