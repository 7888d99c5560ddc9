import { ZERO_CENTS, addCents, cents, subtractCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { declarationDocument } from "@/lib/domain/documents";
import { capEducation } from "@/lib/domain/tax/education-cap";
import { isNeverDeductible, paymentCodeFor } from "@/lib/domain/tax/codes";
import type { ExclusiveKey, ExemptKey, TaxRules } from "@/lib/domain/tax/rules-types";
import type {
  TaxBeneficiary,
  TaxEducationCap,
  TaxIncomeLine,
  TaxLineTotal,
  TaxPaymentLine,
} from "@/lib/schemas/tax";

/** One row of the year as the report reads it (server/tax/tax-rows.ts). */
export interface TaxRow {
  id: string;
  day: string;
  description: string;
  /** A despesa below zero is an estorno. */
  amountCents: Cents;
  isExpense: boolean;
  category: { kind: string | null; code: string | null };
  payee: {
    id: string;
    name: string;
    /** Full digits only; null when none or masked. */
    document: string | null;
    masked: boolean;
    kind: string | null;
    deductibleKind: string | null;
    deductibleCode: string | null;
  } | null;
  row: { deductible: boolean | null; code: string | null } | null;
  reimbursedCents: Cents;
  beneficiary: TaxBeneficiary | null;
}

/** How a receita reads: dividends, JCP, FII and poupança income by their bank texts, the rest is income from its payer. */
const DIVIDENDS = /\bdividend/i;
const JCP = /\bjcp\b|juros s(obre|\/)? ?(o )?capital/i;
const SAVINGS_INCOME = /\b(rend(imento)?s?|juros)\b.*\bpoupan[cç]a|\bpoupan[cç]a\b.*\b(rend(imento)?s?|juros)\b/i;
const FII_INCOME = /\brend(imento)?s?\b.*\b[A-Z]{4}11\b|\b[A-Z]{4}11\b.*\brend(imento)?s?\b/i;

export type ReceitaLine = { exempt: ExemptKey } | { exclusive: ExclusiveKey } | "income" | null;

/** Where a receita goes: an exempt or exclusive line, income from a company (PJ), or nowhere. */
export function receitaLine(row: TaxRow): ReceitaLine {
  if (row.isExpense || row.row?.deductible === false) return null;
  if (JCP.test(row.description)) return { exclusive: "jcp" };
  if (FII_INCOME.test(row.description)) return { exempt: "fii" };
  if (SAVINGS_INCOME.test(row.description)) return { exempt: "poupanca_letras" };
  if (DIVIDENDS.test(row.description)) return { exempt: "dividendos" };
  return row.payee?.kind === "empresa" ? "income" : null;
}

const monthOf = (day: string) => day.slice(0, 7);

/** Rendimentos tributáveis recebidos de PJ: per payer, with its months, largest first. */
export function groupIncome(rows: TaxRow[]): TaxIncomeLine[] {
  const byPayer = new Map<string, TaxIncomeLine & { byMonth: Map<string, Cents> }>();
  for (const row of rows) {
    if (receitaLine(row) !== "income" || !row.payee) continue;
    const line = byPayer.get(row.payee.id) ?? {
      payeeId: row.payee.id,
      payerName: row.payee.name,
      payerDocument: declarationDocument(row.payee.document)?.digits ?? null,
      totalCents: ZERO_CENTS,
      months: [],
      transactionIds: [],
      byMonth: new Map<string, Cents>(),
    };
    line.totalCents = addCents(line.totalCents, row.amountCents);
    line.byMonth.set(monthOf(row.day), addCents(line.byMonth.get(monthOf(row.day)) ?? ZERO_CENTS, row.amountCents));
    line.transactionIds.push(row.id);
    byPayer.set(row.payee.id, line);
  }
  return [...byPayer.values()]
    .map(({ byMonth, ...line }) => ({
      ...line,
      months: [...byMonth].sort(([a], [b]) => a.localeCompare(b)).map(([month, totalCents]) => ({ month, totalCents })),
    }))
    .sort((a, b) => b.totalCents - a.totalCents || a.payerName.localeCompare(b.payerName, "pt-BR"));
}

/** Exempt or exclusive lines from receitas (dividends, JCP, FII income), one per line and payer. */
export function receitaLines(
  rows: TaxRow[],
  lines: { key: string; line: string; description: string; toCheck: boolean }[],
  pick: (line: ReceitaLine) => string | null,
): TaxLineTotal[] {
  const out = new Map<string, TaxLineTotal>();
  for (const row of rows) {
    const key = pick(receitaLine(row));
    const entry = key ? lines.find((line) => line.key === key) : undefined;
    if (!entry) continue;
    const id = `${entry.line}:${row.payee?.id ?? ""}`;
    const total = out.get(id) ?? {
      line: entry.line,
      description: entry.description,
      payerName: row.payee?.name ?? null,
      payerDocument: declarationDocument(row.payee?.document)?.digits ?? null,
      totalCents: ZERO_CENTS,
      investmentIds: [],
      transactionIds: [],
      note: "Recebido em conta, pela descrição do lançamento.",
      toCheck: entry.toCheck,
    };
    total.totalCents = addCents(total.totalCents, row.amountCents);
    total.transactionIds.push(row.id);
    out.set(id, total);
  }
  return [...out.values()];
}

const TITULAR_KEY = "titular";

/**
 * Pagamentos efetuados: the year's rows with a code (payee's marking over category's, the row's
 * own word over both), without pharmacy, glasses or gyms; grouped by code, payee and beneficiary.
 * Estornos lower the total; a group that nets to nothing is left out.
 */
export function groupPayments(rules: TaxRules, rows: TaxRow[], titular: TaxBeneficiary): TaxPaymentLine[] {
  const groups = new Map<string, TaxPaymentLine>();
  for (const row of rows) {
    const code = deductibleCodeOf(rules, row);
    if (!code) continue;
    const beneficiary = row.beneficiary ?? titular;
    const payeeKey = row.payee?.id ?? `text:${row.description.trim().toLowerCase()}`;
    const key = `${code.code}|${payeeKey}|${beneficiary.dependentId ?? TITULAR_KEY}`;
    const line = groups.get(key) ?? {
      code: code.code,
      codeDescription: code.description,
      codeToCheck: code.toCheck,
      kind: code.kind,
      payeeId: row.payee?.id ?? null,
      payeeName: row.payee?.name ?? row.description,
      payeeDocument: row.payee?.document ?? null,
      beneficiary,
      totalCents: ZERO_CENTS,
      reimbursedCents: ZERO_CENTS,
      transactionIds: [],
    };
    line.totalCents = addCents(line.totalCents, row.amountCents);
    line.reimbursedCents = addCents(line.reimbursedCents, row.reimbursedCents);
    line.transactionIds.push(row.id);
    groups.set(key, line);
  }
  return [...groups.values()]
    .filter((line) => line.totalCents > 0)
    .sort((a, b) => a.code.localeCompare(b.code) || a.payeeName.localeCompare(b.payeeName, "pt-BR"));
}

/** A despesa's Pagamentos efetuados code, or null when it is none (or never deductible). */
export function deductibleCodeOf(rules: TaxRules, row: TaxRow) {
  if (!row.isExpense) return null;
  const code = paymentCodeFor(rules, {
    category: row.category,
    payee: { kind: row.payee?.deductibleKind ?? null, code: row.payee?.deductibleCode ?? null },
    row: row.row,
  });
  if (!code) return null;
  if (row.row?.deductible !== true && isNeverDeductible(row.payee?.name, row.description)) return null;
  return code;
}

/** Educação per person (titular and each dependente): paid less reimbursed, against the cap. */
export function educationCaps(rules: TaxRules, payments: TaxPaymentLine[]): TaxEducationCap[] {
  const capCents = cents(rules.educationCapPerPerson.valueCents);
  const capped = new Set(rules.paymentCodes.filter((code) => code.capped).map((code) => code.code));
  const people = new Map<string, { beneficiary: TaxBeneficiary; paidCents: Cents }>();
  for (const line of payments) {
    if (!capped.has(line.code)) continue;
    const key = line.beneficiary.dependentId ?? TITULAR_KEY;
    const person = people.get(key) ?? { beneficiary: line.beneficiary, paidCents: ZERO_CENTS };
    person.paidCents = addCents(person.paidCents, subtractCents(line.totalCents, line.reimbursedCents));
    people.set(key, person);
  }
  return [...people.values()].map(({ beneficiary, paidCents }) => ({
    beneficiary,
    paidCents,
    capCents,
    ...capEducation(paidCents, capCents),
  }));
}
