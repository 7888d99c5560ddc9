import { foldForSearch } from "@/lib/search";
import type { DeductibleKind } from "@/lib/domain/tax/deductible-kinds";
import { DEDUCTIBLE_KIND_NAMES, deductibleMessages } from "@/lib/schemas/deductible";
import type { AssetCode, CodeEntry, PaymentCode, TaxRules } from "@/lib/domain/tax/rules-types";

/** How a row, its payee or its category was marked for Pagamentos efetuados. */
export interface DeductibleMarks {
  category: { kind: string | null; code: string | null };
  payee: { kind: string | null; code: string | null };
  /** transaction_tax: null as marked above; false never; true with its own code. */
  row: { deductible: boolean | null; code: string | null } | null;
}

/** What the program never accepts as a deduction: pharmacy, glasses (ótica) and gyms. */
const NOT_DEDUCTIBLE =
  /\b(farmacias?|drogarias?|drogasil|droga ?raia|pague ?menos|panvel|oticas?|oculos|lentes de contato|academias?|smart ?fit|bluefit|selfit|gympass|wellhub|crossfit)\b/;

/** Whether a row's texts name what is never deductible (pharmacy, glasses, gym). */
export function isNeverDeductible(...texts: (string | null | undefined)[]): boolean {
  return texts.some((text) => !!text && NOT_DEDUCTIBLE.test(foldForSearch(text)));
}

export function paymentCodeOf(rules: TaxRules, code: string | null): PaymentCode | null {
  return (code && rules.paymentCodes.find((entry) => entry.code === code)) || null;
}

/** Whether `code` is a Pagamentos efetuados code of `kind` in these rules. */
export function codeFitsKind(rules: TaxRules, kind: DeductibleKind, code: string): boolean {
  return paymentCodeOf(rules, code)?.kind === kind;
}

/**
 * Why a category's or payee's marking does not fit the rules (its code is not one of its kind's),
 * as the pt-BR message; null when it fits.
 */
export function deductibleMismatch(rules: TaxRules, marking: { kind: DeductibleKind; code: string } | null): string | null {
  if (!marking || codeFitsKind(rules, marking.kind, marking.code)) return null;
  return deductibleMessages.codeMismatch(DEDUCTIBLE_KIND_NAMES[marking.kind], codesOfKind(rules, marking.kind).join(", "));
}

/** The codes of one kind, as people read them in a message ("10, 11 ou 12"). */
export function codesOfKind(rules: TaxRules, kind: DeductibleKind): string[] {
  return rules.paymentCodes.filter((entry) => entry.kind === kind).map((entry) => entry.code);
}

/**
 * The Pagamentos efetuados code of a row: the row said no → none; the payee's marking (the most
 * specific: Dra. Ana is a psicóloga) over the category's; a row marked deductible with its own
 * code when neither is; a code the year does not know → none.
 */
export function paymentCodeFor(rules: TaxRules, marks: DeductibleMarks): PaymentCode | null {
  if (marks.row?.deductible === false) return null;
  const code =
    marks.payee.code ?? marks.category.code ?? (marks.row?.deductible === true ? marks.row.code : null);
  return paymentCodeOf(rules, code);
}

export function assetCodeOf(rules: TaxRules, groupCode: string): AssetCode | null {
  return rules.assetCodes.find((entry) => entry.groupCode === groupCode) ?? null;
}

/** An account's group-code: the one the person chose, else a poupança's or a conta corrente's. */
export function accountAssetCode(rules: TaxRules, account: { taxCode: string | null; savings?: boolean }): string {
  if (account.taxCode && assetCodeOf(rules, account.taxCode)) return account.taxCode;
  return account.savings ? rules.mapping.savingsAccount : rules.mapping.account;
}

/** A PGBL is no bem (its contributions are Pagamentos efetuados, code 36). */
export function isPgbl(investment: { subtype: string | null; name: string }): boolean {
  return investment.subtype === "RETIREMENT" && /\bpgbl\b/i.test(investment.name);
}

/**
 * An investment's group-code: the one the person chose, else Pluggy's subtype, else Bolso's kind;
 * null for a PGBL, which is not declared in Bens e Direitos.
 */
export function investmentAssetCode(
  rules: TaxRules,
  investment: { taxCode: string | null; subtype: string | null; kind: string; name: string },
): string | null {
  if (investment.taxCode && assetCodeOf(rules, investment.taxCode)) return investment.taxCode;
  if (isPgbl(investment)) return null;
  const { investmentSubtypes, investmentKinds } = rules.mapping;
  return (
    (investment.subtype && investmentSubtypes[investment.subtype]) ||
    investmentKinds[investment.kind] ||
    investmentKinds.outros!
  );
}

export function debtCodeOf(rules: TaxRules, code: string): CodeEntry | null {
  return rules.debtCodes.find((entry) => entry.code === code) ?? null;
}

/** A loan's Dívidas e Ônus code: the one the person chose, else its kind's. */
export function loanDebtCode(rules: TaxRules, loan: { taxCode: string | null; kind: string }): string {
  if (loan.taxCode && debtCodeOf(rules, loan.taxCode)) return loan.taxCode;
  return rules.mapping.loanKinds[loan.kind] ?? rules.mapping.loanKinds.outro!;
}

export function relationshipOf(rules: TaxRules, code: string): CodeEntry | null {
  return rules.dependentRelationships.find((entry) => entry.code === code) ?? null;
}
