import "server-only";
import { centsToNumeric } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { formatDocument } from "@/lib/domain/documents";
import { yearBalanceLabel } from "@/lib/domain/tax/tax-year";
import { day } from "@/lib/domain/calendar";
import type { TaxReport, TaxReportSection } from "@/lib/schemas/tax";
import { csvField } from "@/server/reports/stream-transactions-csv";

/** "1234.50" → "1234,50", as the transactions' CSV writes money: Excel in Brazil reads the number. */
const value = (amount: Cents) => centsToNumeric(amount).replace(".", ",");
const doc = (digits: string | null) => (digits ? formatDocument(digits) : "");
const yesNo = (flag: boolean) => (flag ? "sim" : "não");
const MONTHS = ["Jan", "Fev", "Mar", "Abr", "Mai", "Jun", "Jul", "Ago", "Set", "Out", "Nov", "Dez"];

function sectionRows(report: TaxReport, section: TaxReportSection): { header: string[]; rows: string[][] } {
  const previous = `Situação em 31/12/${report.year - 1}`;
  const current = yearBalanceLabel(report.year, day(report.generatedOn)).situation;
  switch (section) {
    case "income":
      return {
        header: ["Fonte pagadora", "CNPJ", ...MONTHS, "Total"],
        rows: report.income.map((line) => {
          const byMonth = new Map(line.months.map((month) => [Number(month.month.slice(5)), month.totalCents]));
          return [
            line.payerName,
            doc(line.payerDocument),
            ...MONTHS.map((_, index) => {
              const amount = byMonth.get(index + 1);
              return amount === undefined ? "" : value(amount);
            }),
            value(line.totalCents),
          ];
        }),
      };
    case "exempt":
    case "exclusive":
      return {
        header: ["Linha", "Descrição", "Pagadora", "CNPJ", "Valor", "A conferir", "Observação"],
        rows: report[section].map((line) => [
          line.line,
          line.description,
          line.payerName ?? "",
          doc(line.payerDocument),
          value(line.totalCents),
          yesNo(line.toCheck),
          line.note ?? "",
        ]),
      };
    case "payments":
      return {
        header: [
          "Código",
          "Descrição do código",
          "Beneficiário do pagamento",
          "CPF/CNPJ",
          "Para",
          "CPF do dependente",
          "Valor pago",
          "Parcela reembolsada",
          "Código a conferir",
        ],
        rows: report.payments.map((line) => [
          line.code,
          line.codeDescription,
          line.payeeName,
          doc(line.payeeDocument),
          line.beneficiary.dependentId ? line.beneficiary.name : "Titular",
          line.beneficiary.dependentId ? doc(line.beneficiary.cpf) : "",
          value(line.totalCents),
          value(line.reimbursedCents),
          yesNo(line.codeToCheck),
        ]),
      };
    case "assets":
      return {
        header: ["Grupo", "Código", "Discriminação", "CNPJ", "Banco", "Agência", "Conta", "Conjunta", previous, current, "Estimado", "Código a conferir"],
        rows: report.assets.map((line) => [
          line.group,
          line.code,
          line.description,
          doc(line.institutionDocument),
          line.bank ?? "",
          line.branch ?? "",
          line.account ?? "",
          yesNo(line.joint),
          value(line.balancePreviousCents),
          value(line.balanceCents),
          yesNo(line.estimated),
          yesNo(line.codeToCheck),
        ]),
      };
    case "debts":
      return {
        header: ["Código", "Discriminação", "CNPJ do credor", previous, current, "Estimado", "Código a conferir"],
        rows: report.debts.map((line) => [
          line.code,
          line.description,
          doc(line.creditorDocument),
          value(line.balancePreviousCents),
          value(line.balanceCents),
          yesNo(line.estimated),
          yesNo(line.codeToCheck),
        ]),
      };
  }
}

const TAX_CSV_NAMES: Record<TaxReportSection, string> = {
  income: "rendimentos-pj",
  exempt: "rendimentos-isentos",
  exclusive: "tributacao-exclusiva",
  payments: "pagamentos-efetuados",
  assets: "bens-e-direitos",
  debts: "dividas-e-onus",
};

export function taxCsvFileName(year: number, section: TaxReportSection): string {
  return `bolso-irpf-${year}-${TAX_CSV_NAMES[section]}.csv`;
}

/**
 * One section of the report as the app's CSVs are (UTF-8 with BOM, ";", decimal comma, CRLF,
 * formulas defused): the first line is the note that Bolso prepares and the person files, as a
 * "#" comment, then the header and the rows.
 */
export function taxCsv(report: TaxReport, section: TaxReportSection): string {
  const { header, rows } = sectionRows(report, section);
  const lines = [`# ${report.disclaimer}`, header, ...rows].map((line) =>
    typeof line === "string" ? csvField(line) : line.map(csvField).join(";"),
  );
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
