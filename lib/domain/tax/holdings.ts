import { ZERO_CENTS, addCents, cents, formatMoney, subtractCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import type { Day } from "@/lib/domain/calendar";
import { formatDateBR } from "@/lib/format/dates";
import { declarationDocument, formatDocument } from "@/lib/domain/documents";
import {
  accountAssetCode,
  assetCodeOf,
  debtCodeOf,
  investmentAssetCode,
  loanDebtCode,
} from "@/lib/domain/tax/codes";
import type { TaxRules } from "@/lib/domain/tax/rules-types";
import type { TaxAssetLine, TaxDebtLine, TaxLineTotal } from "@/lib/schemas/tax";

/** A balance on 31/12 (W1's balancesOn), with whether it was reconstructed. */
export interface BalanceAt {
  balanceCents: Cents;
  estimated: boolean;
}

export interface TaxAccount {
  id: string;
  name: string;
  bankCode: string | null;
  branch: string | null;
  accountNumber: string | null;
  institutionDocument: string | null;
  joint: boolean;
  /** Shared with the person's household (sharing other than private). */
  shared: boolean;
  taxCode: string | null;
}

export interface TaxInvestment {
  id: string;
  name: string;
  kind: string;
  subtype: string | null;
  taxCode: string | null;
  institutionName: string | null;
  institutionDocument: string | null;
  issuer: string | null;
  quantity: string | null;
  rateText: string | null;
  dueDate: Day | null;
  /** What went in (BUY) less what came out (SELL, TAX) during the year. */
  netFlowCents: Cents;
  movementIds: string[];
}

export interface TaxLoan {
  id: string;
  name: string;
  kind: string;
  taxCode: string | null;
  creditorName: string | null;
  creditorDocument: string | null;
  contractNumber: string | null;
  contractAmountCents: Cents | null;
  contractDate: Day | null;
}

const NONE: BalanceAt = { balanceCents: ZERO_CENTS, estimated: false };

/** Cash kept by hand (a "Carteira"): dinheiro em espécie, no bank to name. */
export function isCash(account: { name: string; bankCode: string | null }): boolean {
  return account.bankCode === null && /\b(carteira|dinheiro|esp[ée]cie)\b/i.test(account.name);
}

function joinParts(...parts: (string | null | false | undefined)[]): string {
  return parts.filter(Boolean).join(", ");
}

/**
 * Who else holds an account: the person's other household members when the bank marks it joint
 * and the person shares it with the household. Bolso cannot tell which member the bank lists, so a
 * household of three names both others; the person edits the discriminação in the program.
 */
export function coHoldersOf(account: TaxAccount, householdMembers: readonly string[]): string[] {
  return account.joint && account.shared ? [...householdMembers] : [];
}

function accountDescription(account: TaxAccount, codeDescription: string, coHolders: readonly string[]): string {
  const kind = account.taxCode === "04-01" ? "Conta poupança" : "Conta";
  const description = joinParts(
    /^conta\b/i.test(account.name) ? account.name : `${kind} ${account.name}`,
    account.bankCode && `banco ${account.bankCode}`,
    account.branch && `agência ${account.branch}`,
    account.accountNumber && `conta ${account.accountNumber}`,
    account.institutionDocument && `CNPJ ${formatDocument(account.institutionDocument)}`,
    account.joint && coHolders.length === 0 && "conta conjunta",
  ) || codeDescription;
  if (coHolders.length === 0) return description;
  const names = new Intl.ListFormat("pt-BR", { style: "long", type: "conjunction" }).format(coHolders);
  return `${description}. Conta conjunta com ${names}.`;
}

function investmentDescription(investment: TaxInvestment): string {
  return joinParts(
    investment.quantity && Number(investment.quantity) > 0
      ? `${Number(investment.quantity).toLocaleString("pt-BR")} cotas/unidades de ${investment.name}`
      : investment.name,
    investment.institutionName && `na ${investment.institutionName}`,
    investment.institutionDocument && `CNPJ ${formatDocument(investment.institutionDocument)}`,
    investment.issuer && `emissor ${investment.issuer}`,
    investment.rateText,
    investment.dueDate && `vencimento ${formatDateBR(investment.dueDate)}`,
  );
}

/** Bens e Direitos: accounts and investments with both 31/12 balances; those at zero on both are left out. */
export function assetLines(
  rules: TaxRules,
  input: {
    accounts: TaxAccount[];
    investments: TaxInvestment[];
    previous: Map<string, BalanceAt>;
    current: Map<string, BalanceAt>;
    /** The names of the person's other current household members (none outside one). */
    householdMembers: readonly string[];
  },
): TaxAssetLine[] {
  const minimum = rules.assetMinimum.valueCents;
  const line = (
    source: TaxAssetLine["source"],
    groupCode: string,
    description: string,
    bank: Pick<TaxAssetLine, "institutionDocument" | "bank" | "branch" | "account" | "joint" | "coHolders">,
  ): TaxAssetLine | null => {
    const before = input.previous.get(source.id) ?? NONE;
    const now = input.current.get(source.id) ?? NONE;
    if (before.balanceCents === 0 && now.balanceCents === 0) return null;
    const code = assetCodeOf(rules, groupCode);
    const [group = "", item = ""] = groupCode.split("-");
    return {
      source,
      group,
      code: item,
      codeDescription: code?.description ?? "",
      codeToCheck: code?.toCheck ?? true,
      description,
      ...bank,
      balancePreviousCents: before.balanceCents,
      balanceCents: now.balanceCents,
      estimated: before.estimated || now.estimated,
      belowMinimum: before.balanceCents <= minimum && now.balanceCents <= minimum,
    };
  };
  const accounts = input.accounts.map((account) => {
    const groupCode = isCash(account) ? "06-02" : accountAssetCode(rules, account);
    const codeDescription = assetCodeOf(rules, groupCode)?.description ?? "";
    const coHolders = coHoldersOf(account, input.householdMembers);
    return line({ kind: "account", id: account.id }, groupCode, accountDescription(account, codeDescription, coHolders), {
      institutionDocument: declarationDocument(account.institutionDocument)?.digits ?? null,
      bank: account.bankCode,
      branch: account.branch,
      account: account.accountNumber,
      joint: account.joint,
      coHolders,
    });
  });
  const investments = input.investments.map((investment) => {
    const groupCode = investmentAssetCode(rules, investment);
    if (!groupCode) return null;
    return line({ kind: "investment", id: investment.id }, groupCode, investmentDescription(investment), {
      institutionDocument: declarationDocument(investment.institutionDocument)?.digits ?? null,
      bank: null,
      branch: null,
      account: null,
      joint: false,
      coHolders: [],
    });
  });
  return [...accounts, ...investments].filter((entry): entry is TaxAssetLine => entry !== null);
}

/** Dívidas e Ônus Reais: each loan with its code and both 31/12 balances. */
export function debtLines(
  rules: TaxRules,
  input: { loans: TaxLoan[]; previous: Map<string, BalanceAt>; current: Map<string, BalanceAt> },
): TaxDebtLine[] {
  return input.loans.flatMap((loan) => {
    const before = input.previous.get(loan.id) ?? NONE;
    const now = input.current.get(loan.id) ?? NONE;
    if (before.balanceCents === 0 && now.balanceCents === 0) return [];
    const code = loanDebtCode(rules, loan);
    const entry = debtCodeOf(rules, code);
    return [
      {
        loanId: loan.id,
        code,
        codeDescription: entry?.description ?? "",
        codeToCheck: entry?.toCheck ?? true,
        description: joinParts(
          loan.name,
          loan.creditorName && `credor ${loan.creditorName}`,
          loan.contractNumber && `contrato ${loan.contractNumber}`,
          loan.contractDate && `contratado em ${formatDateBR(loan.contractDate)}`,
          loan.contractAmountCents !== null && `valor contratado ${formatMoney(loan.contractAmountCents)}`,
        ),
        creditorDocument: declarationDocument(loan.creditorDocument)?.digits ?? null,
        balancePreviousCents: before.balanceCents,
        balanceCents: now.balanceCents,
        estimated: before.estimated || now.estimated,
      },
    ];
  });
}

/**
 * What an exempt (poupança, LCI/LCA/CRI/CRA) or exclusive (CDB, Tesouro) investment yielded in the
 * year, estimated as its balance's change less what was put in and plus what came out, per
 * institution. The bank's informe de rendimentos has the exact figure: each line says so.
 */
export function investmentYieldLines(
  rules: TaxRules,
  which: "exempt" | "exclusive",
  input: { investments: TaxInvestment[]; previous: Map<string, BalanceAt>; current: Map<string, BalanceAt> },
): TaxLineTotal[] {
  const keys = which === "exempt" ? rules.mapping.exemptAssets : rules.mapping.exclusiveAssets;
  const lines = which === "exempt" ? rules.exemptLines : rules.exclusiveLines;
  const out = new Map<string, TaxLineTotal>();
  for (const investment of input.investments) {
    const groupCode = investmentAssetCode(rules, investment);
    const key = groupCode ? keys[groupCode] : undefined;
    const entry = key ? lines.find((candidate) => candidate.key === key) : undefined;
    if (!entry) continue;
    const before = input.previous.get(investment.id) ?? NONE;
    const now = input.current.get(investment.id) ?? NONE;
    const yieldCents = subtractCents(subtractCents(now.balanceCents, before.balanceCents), investment.netFlowCents);
    if (yieldCents <= 0) continue;
    const id = `${entry.line}:${investment.institutionDocument ?? investment.institutionName ?? investment.id}`;
    const total = out.get(id) ?? {
      line: entry.line,
      description: entry.description,
      payerName: investment.institutionName,
      payerDocument: declarationDocument(investment.institutionDocument)?.digits ?? null,
      totalCents: ZERO_CENTS,
      investmentIds: [],
      transactionIds: [],
      note: "Estimado pela variação do saldo no ano, descontadas aplicações e somados resgates: confira no informe de rendimentos da instituição.",
      toCheck: true,
    };
    total.totalCents = addCents(total.totalCents, cents(yieldCents));
    total.investmentIds.push(investment.id);
    out.set(id, total);
  }
  return [...out.values()];
}
