import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getReport } from "@/app/api/v1/tax/[year]/route";
import { GET as getPdf } from "@/app/api/v1/tax/[year]/pdf/route";
import { GET as getCsv } from "@/app/api/v1/tax/[year]/csv/route";
import { PATCH as patchCategory } from "@/app/api/v1/category/[id]/route";
import { PATCH as patchPayee } from "@/app/api/v1/payees/[id]/route";
import { PATCH as patchTransaction } from "@/app/api/v1/transaction/[id]/route";
import type { TaxReport } from "@/lib/schemas/tax";
import { taxReport } from "@/lib/schemas/tax";
import { formatMoney } from "@/lib/format/money";
import { formatDateBR } from "@/lib/format/dates";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import { call } from "../helpers/api";
import { DOCS, seedTaxYear } from "./tax-fixtures";
import type { TaxYear } from "./tax-fixtures";

const run = promisify(execFile);

/** The PDF's text as pdftotext lays it out, one string per page. */
async function pdfPages(bytes: Buffer): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), "bolso-irpf-"));
  const file = join(dir, "informe.pdf");
  await writeFile(file, bytes);
  const { stdout } = await run("pdftotext", ["-layout", file, "-"]);
  return stdout.split("\f").filter((page) => page.trim() !== "");
}

let year: TaxYear;
let report: TaxReport;

beforeAll(async () => {
  year = await seedTaxYear();
  const token = year.owner.token;
  // The markings go through the API, as the screens send them.
  const marked = [
    await call(patchCategory, { method: "PATCH", token, params: { id: year.categories.saude.id }, body: { deductible: { kind: "saude", code: "10" } } }),
    await call(patchCategory, { method: "PATCH", token, params: { id: year.categories.educacao.id }, body: { deductible: { kind: "educacao", code: "01" } } }),
    await call(patchPayee, { method: "PATCH", token, params: { id: year.payees.ana.id }, body: { deductible: { kind: "saude", code: "12" } } }),
    await call(patchTransaction, { method: "PATCH", token, params: { id: year.rows.anaFirst.id }, body: { tax: { reimbursedCents: 10_000 } } }),
    await call(patchTransaction, { method: "PATCH", token, params: { id: year.rows.colegioFirst.id }, body: { tax: { beneficiaryId: year.lucas.id } } }),
    await call(patchTransaction, { method: "PATCH", token, params: { id: year.rows.clinicaForLucas.id }, body: { tax: { beneficiaryId: year.lucas.id } } }),
  ];
  for (const answer of marked) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const answer = await call<TaxReport>(getReport, { token, params: { year: "2025" } });
  expect(answer.status).toBe(200);
  report = answer.body;
});

describe("GET /tax/{year}: a connected ano-calendário 2025", () => {
  it("answers the contract's shape, with the titular, the dependente and 2025's rules", () => {
    expect(taxReport.safeParse(report).success).toBe(true);
    expect(report).toMatchObject({
      year: 2025,
      titular: { name: "Maria Teste", cpf: DOCS.titular },
      dependents: [{ dependentId: year.lucas.id, name: "Lucas Teste", cpf: DOCS.lucas }],
      rules: { year: 2025, educationCapPerPerson: { valueCents: 356_150, toCheck: false } },
      disclaimer: "Bolso prepara, você declara. Este documento não é aconselhamento tributário.",
    });
  });

  it("groups income by payer CNPJ, with totals and months; a person's Pix, dividends and 2024 are not salary", () => {
    expect(report.income.map((line) => [line.payerName, line.payerDocument, line.totalCents, line.transactionIds.length])).toEqual([
      ["Beta Serviços S.A.", DOCS.beta, 5_700_300, 6],
      ["ACME Tecnologia Ltda", DOCS.acme, 4_800_000, 6],
      ["Gamma Ltda", null, 100_000, 1],
    ]);
    expect(report.income[1]!.months).toEqual(
      ["01", "02", "03", "04", "05", "06"].map((m) => ({ month: `2025-${m}`, totalCents: 800_000 })),
    );
  });

  it("lists exempt and exclusive lines: LCI's yield (12), dividends (09), the CDB's yield (06)", () => {
    expect(report.exempt.map((line) => [line.line, line.payerDocument, line.totalCents, line.toCheck])).toEqual([
      ["12", DOCS.inter, 80_000, true],
      ["09", DOCS.itausa, 25_000, true],
    ]);
    expect(report.exempt[0]!.investmentIds).toEqual([year.investments.lci.id]);
    expect(report.exclusive.map((line) => [line.line, line.payerDocument, line.totalCents])).toEqual([["06", DOCS.inter, 60_000]]);
  });

  it("lists payments by code, payee and beneficiary: estornos lower, reimbursed shown, pharmacy, gym and a row said not deductible left out", () => {
    const lines = report.payments.map((line) => [
      line.code,
      line.payeeName,
      line.payeeDocument,
      line.beneficiary.dependentId ? line.beneficiary.name : "titular",
      line.totalCents,
      line.reimbursedCents,
      line.transactionIds.length,
    ]);
    expect(lines).toEqual([
      ["01", "Colégio Saber", DOCS.colegio, "Lucas Teste", 1_200_000, 0, 10],
      ["01", "Escola Fala", DOCS.escola, "titular", 90_000, 0, 1],
      ["10", "Clínica Vida", DOCS.clinica, "titular", 40_000, 0, 2],
      ["10", "Clínica Vida", DOCS.clinica, "Lucas Teste", 20_000, 0, 1],
      ["10", "Consulta avulsa", null, "titular", 12_000, 0, 1],
      ["12", "Dra. Ana Souza", null, "titular", 120_000, 10_000, 4],
      ["26", "Unimed", DOCS.unimed, "titular", 130_000, 0, 2],
      ["36", "Brasilprev", DOCS.brasilprev, "titular", 200_000, 0, 2],
    ]);
    expect(report.payments.every((line) => line.codeToCheck === false)).toBe(true);
    const names = report.payments.map((line) => line.payeeName).join(" ");
    expect(names).not.toMatch(/Drogasil|Smart Fit|Massagem/);
  });

  it("caps educação per person: Lucas's school at R$ 3.561,50, the titular's course whole", () => {
    expect(
      report.educationCaps.map((cap) => [cap.beneficiary.name, cap.paidCents, cap.capCents, cap.deductibleCents, cap.capped]),
    ).toEqual([
      ["Lucas Teste", 1_200_000, 356_150, 356_150, true],
      ["Maria Teste", 90_000, 356_150, 90_000, false],
    ]);
  });

  it("lists bens with both 31/12 balances: snapshots where recorded, reconstructed (estimado) where not; no PGBL, no empty wallet", () => {
    const lines = report.assets.map((line) => [
      `${line.group}-${line.code}`,
      line.source.id,
      line.institutionDocument,
      line.balancePreviousCents,
      line.balanceCents,
      line.estimated,
    ]);
    expect(lines).toEqual([
      ["06-01", year.accounts.joint.id, DOCS.bb, 200_000, 300_000, true],
      ["06-01", year.accounts.inter.id, DOCS.inter, 1_000_000, 1_543_210, false],
      ["06-01", year.accounts.nubank.id, null, 5_000, 5_000, true],
      ["04-02", year.investments.cdb.id, DOCS.inter, 500_000, 560_000, false],
      ["07-03", year.investments.fii.id, null, 0, 300_000, true],
      ["03-01", year.investments.stocks.id, DOCS.inter, 100_000, 110_000, false],
      ["04-03", year.investments.lci.id, DOCS.inter, 0, 1_080_000, true],
    ]);
    const joint = report.assets[0]!;
    expect(joint).toMatchObject({ bank: "001", branch: "1234-5", account: "98765-4", joint: true, belowMinimum: false });
    expect(joint.description).toContain("conta conjunta");
    expect(report.assets[2]!.belowMinimum).toBe(true);
    // 07-03 (FII) is in the confirmed list; every code here is, so none is "a conferir".
    expect(report.assets.map((line) => line.codeToCheck)).toEqual(report.assets.map(() => false));
  });

  it("lists debts with their code and both 31/12 balances", () => {
    expect(report.debts.map((line) => [line.code, line.loanId, line.creditorDocument, line.balancePreviousCents, line.balanceCents, line.estimated])).toEqual([
      ["11", year.loans.consignado.id, null, 500_000, 500_000, true],
      ["11", year.loans.financing.id, DOCS.caixa, 20_000_000, 19_000_000, false],
    ]);
  });

  it("names what is missing, each with what its fix changes", () => {
    expect(report.pending.map((item) => [item.kind, item.targetId, item.message])).toEqual([
      ["payee_document", year.payees.ana.id, "Adicione o CPF de Dra. Ana Souza para usar na declaração."],
      ["payment_payee", year.rows.avulsa.id, "Diga quem recebeu “Consulta avulsa” de 10/10/2025 (R$\u00a0120,00) para usar na declaração."],
      ["payee_document", year.payees.gamma.id, "Adicione o CNPJ de Gamma Ltda para usar na declaração."],
      ["account_bank_details", year.accounts.nubank.id, "Adicione banco, agência e número da conta Nubank para usar na declaração."],
      ["investment_institution", year.investments.fii.id, "Adicione o CNPJ da instituição de FII HGLG11 para usar na declaração."],
      ["loan_creditor", year.loans.consignado.id, "Adicione o CNPJ do credor de Consignado para usar na declaração."],
    ]);
  });
});

describe("GET /tax/{year}/pdf and /csv", () => {
  it("renders an informe: a PDF whose text holds every section, its figures, accents and the note on every page", async () => {
    const answer = await call<Buffer>(getPdf, { token: year.owner.token, params: { year: "2025" } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(answer.headers.get("content-disposition")).toContain("bolso-irpf-2025.pdf");
    expect(answer.body.subarray(0, 5).toString()).toBe("%PDF-");
    const dir = await mkdtemp(join(tmpdir(), "bolso-irpf-"));
    const file = join(dir, "informe.pdf");
    await writeFile(file, answer.body);
    const { stdout: info } = await run("pdfinfo", [file]);
    const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(2);
    const { stdout: text } = await run("pdftotext", ["-layout", file, "-"]);
    for (const expected of [
      "Informe auxiliar do Imposto de Renda",
      "Ano-calendário 2025",
      "Maria Teste",
      "529.982.247-25",
      "Rendimentos tributáveis recebidos de pessoa jurídica",
      "Beta Serviços S.A.",
      "87.359.249/7482-78",
      "R$ 57.003,00",
      "Rendimentos isentos e não tributáveis",
      "descontadas aplicações",
      "Rendimentos sujeitos à tributação exclusiva/definitiva",
      "Pagamentos efetuados",
      "Colégio Saber",
      "R$ 12.000,00",
      "Bens e direitos",
      "Situação em 31/12/2024",
      "R$ 15.432,10",
      "Dívidas e ônus reais",
      "R$ 190.000,00",
      "Pendências",
      "Adicione o CPF de Dra. Ana Souza",
    ]) {
      expect(text, expected).toContain(expected);
    }
    const notes = text.match(/Bolso prepara, você declara\. Este documento não é aconselhamento tributário\./g) ?? [];
    expect(notes).toHaveLength(pages);
    expect(text).toContain(`Página ${pages} de ${pages}`);

    // Each month of a payer stays on one line with its value ("04/2025: R$ 8.000,00").
    for (const line of report.income) {
      for (const month of line.months) {
        const pair = `${month.month.slice(5)}/${month.month.slice(0, 4)}: ${formatMoney(month.totalCents).replace(/\u00a0/g, " ")}`;
        expect(text, pair).toContain(pair);
      }
    }

    // The discriminação is what people paste into the program: Bolso's flags sit in "Obs.", explained once.
    expect(text).not.toMatch(/\(estimado\)|: dispensado\)/);
    expect(text).toContain('Obs.: "estimado" = saldo reconstruído a partir dos lançamentos');
    expect(text).toMatch(/Conta Nubank .*R\$ 50,00 +R\$ 50,00 +estimado\n.*dispensado\n/);
    expect(text).toMatch(/Conta Inter, banco 077.*R\$ 15\.432,10\n/);
    expect(text).toMatch(/Consignado, contratado em 01\/06\/2024 .*R\$ 5\.000,00 +estimado\n/);

    // The rules' notes are one block: their title on the page that holds them.
    const texts = await pdfPages(answer.body);
    const rulesPage = texts.find((page) => page.includes("Regras do ano-calendário 2025 e fontes"));
    expect(rulesPage).toContain("Educação: até R$ 3.561,50 por pessoa");
    expect(rulesPage).toContain("Bens: declarar saldos acima de R$ 140,00");
  });

  it("labels the running year's balance as today's, in the PDF and the CSV, while 31/12 has not come", async () => {
    const today = todayInSaoPaulo();
    const current = Number(today.slice(0, 4));
    const untilToday = `até hoje (${formatDateBR(today)})`;
    const pdf = await call<Buffer>(getPdf, { token: year.owner.token, params: { year: String(current) } });
    expect(pdf.status).toBe(200);
    const text = (await pdfPages(pdf.body)).join("\n");
    expect(text).toContain(`Situação em 31/12/${current - 1} e ${untilToday}`);
    expect(text).not.toContain(`e em 31/12/${current}`);

    const csv = await call<string>(getCsv, { token: year.owner.token, params: { year: String(current) }, query: { section: "debts" } });
    expect(csv.body.split("\r\n")[1]).toBe(
      `Código;Discriminação;CNPJ do credor;Situação em 31/12/${current - 1};Situação ${untilToday};Estimado;Código a conferir`,
    );
  });

  it("exports one section as the app's CSVs are, the note as its first line", async () => {
    const answer = await call<string>(getCsv, { token: year.owner.token, params: { year: "2025" }, query: { section: "payments" } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toContain("bolso-irpf-2025-pagamentos-efetuados.csv");
    const lines = answer.body.split("\r\n");
    expect(lines[0]).toBe("\uFEFF# Bolso prepara, você declara. Este documento não é aconselhamento tributário.");
    expect(lines[1]).toBe("Código;Descrição do código;Beneficiário do pagamento;CPF/CNPJ;Para;CPF do dependente;Valor pago;Parcela reembolsada;Código a conferir");
    expect(lines[2]).toBe("01;Instrução no Brasil;Colégio Saber;56.192.584/8095-18;Lucas Teste;085.730.493-32;12000,00;0,00;não");
    expect(lines).toContain("12;Psicólogos no Brasil;Dra. Ana Souza;;Titular;;1200,00;100,00;não");

    const assets = await call<string>(getCsv, { token: year.owner.token, params: { year: "2025" }, query: { section: "assets" } });
    expect(assets.body.split("\r\n")[1]).toBe(
      "Grupo;Código;Discriminação;CNPJ;Banco;Agência;Conta;Conjunta;Situação em 31/12/2024;Situação em 31/12/2025;Estimado;Código a conferir",
    );
    expect(assets.body).toContain(";077;0001;1234567-8;não;10000,00;15432,10;não;não");
  });
});
