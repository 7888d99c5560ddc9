import { formatMoney } from "@/lib/format/money";
import { formatDateBR } from "@/lib/format/dates";
import { isCash } from "@/lib/domain/tax/holdings";
import type { TaxAccount, TaxInvestment, TaxLoan } from "@/lib/domain/tax/holdings";
import type { TaxRow } from "@/lib/domain/tax/report-sections";
import type { TaxAssetLine, TaxPending } from "@/lib/schemas/tax";

type Payee = NonNullable<TaxRow["payee"]>;

function documentName(kind: string | null): string {
  return kind === "pessoa" ? "CPF" : kind === "empresa" ? "CNPJ" : "CPF ou CNPJ";
}

/** "Adicione o CPF da Dra. Ana para usar na declaração", or the masked one's message. */
export function payeeDocumentMessage(payee: Pick<Payee, "name" | "kind" | "masked">): string {
  const document = documentName(payee.kind);
  return payee.masked
    ? `O banco mostrou só parte do ${document} de ${payee.name}: adicione o ${document} completo para usar na declaração.`
    : `Adicione o ${document} de ${payee.name} para usar na declaração.`;
}

/**
 * What is missing for the declaration, each with what its one-tap fix changes: the titular's CPF,
 * the documents of the payees it names (payments and payers), who received a deductible row
 * without a payee, an account's bank, branch and number, an investment's institution, a loan's
 * creditor. Each target once.
 */
export function pendingItems(input: {
  titularCpf: string | null;
  payments: { row: TaxRow }[];
  payers: Payee[];
  accounts: TaxAccount[];
  assets: TaxAssetLine[];
  investments: TaxInvestment[];
  loans: TaxLoan[];
  debtLoanIds: Set<string>;
}): TaxPending[] {
  const out: TaxPending[] = [];
  const seen = new Set<string>();
  const add = (item: TaxPending) => {
    const key = `${item.kind}:${item.targetId}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(item);
  };
  if (!input.titularCpf) {
    add({ kind: "titular_cpf", message: "Adicione o seu CPF no perfil para usar na declaração.", targetId: null });
  }
  for (const { row } of input.payments) {
    if (!row.payee) {
      add({
        kind: "payment_payee",
        message: `Diga quem recebeu “${row.description}” de ${formatDateBR(row.day)} (${formatMoney(row.amountCents)}) para usar na declaração.`,
        targetId: row.id,
      });
    } else if (!row.payee.document) {
      add({ kind: "payee_document", message: payeeDocumentMessage(row.payee), targetId: row.payee.id });
    }
  }
  for (const payee of input.payers) {
    if (!payee.document) add({ kind: "payee_document", message: payeeDocumentMessage(payee), targetId: payee.id });
  }
  const listed = new Set(input.assets.map((asset) => asset.source.id));
  for (const account of input.accounts) {
    if (!listed.has(account.id) || isCash(account)) continue;
    if (!account.bankCode || !account.branch || !account.accountNumber) {
      add({
        kind: "account_bank_details",
        message: `Adicione banco, agência e número da conta ${account.name} para usar na declaração.`,
        targetId: account.id,
      });
    }
  }
  for (const investment of input.investments) {
    if (listed.has(investment.id) && !investment.institutionDocument) {
      add({
        kind: "investment_institution",
        message: `Adicione o CNPJ da instituição de ${investment.name} para usar na declaração.`,
        targetId: investment.id,
      });
    }
  }
  for (const loan of input.loans) {
    if (input.debtLoanIds.has(loan.id) && !loan.creditorDocument) {
      add({
        kind: "loan_creditor",
        message: `Adicione o CNPJ do credor de ${loan.name} para usar na declaração.`,
        targetId: loan.id,
      });
    }
  }
  return out;
}
