import { dayInSaoPaulo, parseDay, type Day } from "@/lib/domain/calendar";
import { readPayeeDocument } from "@/lib/domain/payee-document";
import type { InvestmentKind, LoanKind } from "@/lib/domain/wealth-kinds";

/**
 * How Pluggy's investments, loans and identity read in Bolso's words, framework-free: the split
 * people see (`kind`), a movement's direction, the rate as text, an account's registration.
 */

const FIXED_INCOME = new Set(["TREASURY", "LCI", "LCA", "CDB", "CRI", "CRA", "CORPORATE_DEBT", "LC", "DEBENTURES"]);
const SHARES = new Set(["STOCK", "ETF", "BDR", "DERIVATIVES", "OPTION"]);
const CRYPTO_NAME = /\b(cripto|crypto|bitcoin|btc|ethereum|eth)\b/i;

/**
 * Pluggy's investment type and subtype → the split people read. Fixed income → renda fixa;
 * shares, ETFs, BDRs and derivatives → ações; funds (FII included) → fundos; RETIREMENT
 * (PGBL, VGBL) → previdência; a name saying so → cripto or poupança; the rest → outros.
 */
export function investmentKindOf(type: string | null, subtype: string | null, name = ""): InvestmentKind {
  if (subtype === "RETIREMENT" || type === "SECURITY") return "previdencia";
  if ((subtype && FIXED_INCOME.has(subtype)) || type === "FIXED_INCOME") return "renda_fixa";
  if (subtype === "REAL_ESTATE_FUND" || type === "MUTUAL_FUND") return "fundos";
  if ((subtype && SHARES.has(subtype)) || type === "EQUITY" || type === "ETF") return "acoes";
  if (CRYPTO_NAME.test(name)) return "cripto";
  if (/poupan[cç]a/i.test(name)) return "poupanca";
  return "outros";
}

/**
 * Pluggy's loan kind and Open Finance modality (`type`, e.g. FINANCIAMENTO_HABITACIONAL_SFH,
 * EMPRESTIMO_CREDITO_PESSOAL_CONSIGNADO) → Bolso's loan kind.
 */
export function loanKindOf(kind: string | null, type: string | null, productName = ""): LoanKind {
  const text = `${type ?? ""} ${productName}`.toUpperCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  if (kind === "UNARRANGED_ACCOUNT_OVERDRAFT" || /CHEQUE_ESPECIAL|CHEQUE ESPECIAL|ADIANTAMENTO_A_DEPOSITANTES/.test(text)) {
    return "cheque_especial";
  }
  if (/HABITACIONAL|IMOBILIARI|IMOVE/.test(text)) return "financiamento_imobiliario";
  if (/VEICULO|AUTOMOTOR|AUTO\b/.test(text)) return "financiamento_veiculo";
  if (/CONSIGNADO|CONSIGNACAO/.test(text) && !/SEM_CONSIGNACAO|SEM CONSIGNACAO/.test(text)) return "consignado";
  if (kind === "LOAN" || /PESSOAL|EMPRESTIMO/.test(text)) return "pessoal";
  return "outro";
}

export type MovementType = "BUY" | "SELL" | "TAX" | "TRANSFER";

/** A movement's type: Pluggy's when it gives one, else its direction (money in is a BUY, out a SELL). */
export function movementTypeOf(type: string | null, movementType: string | null): MovementType {
  if (type === "BUY" || type === "SELL" || type === "TAX" || type === "TRANSFER") return type;
  return movementType === "DEBIT" ? "SELL" : "BUY";
}

const decimal = (value: number) => value.toLocaleString("pt-BR", { maximumFractionDigits: 2 });

/** The rate as people read it: "110% do CDI", "IPCA + 6%", "12,5% a.a."; null when Pluggy gives none. */
export function rateTextOf(rate: number | null, rateType: string | null, fixedAnnualRate: number | null): string | null {
  if (rateType && ["CDI", "SELIC"].includes(rateType) && rate !== null) {
    return fixedAnnualRate ? `${decimal(rate)}% do ${rateType} + ${decimal(fixedAnnualRate)}%` : `${decimal(rate)}% do ${rateType}`;
  }
  if (rateType && fixedAnnualRate !== null) return `${rateType} + ${decimal(fixedAnnualRate)}%`;
  if (rateType && rate !== null) return `${decimal(rate)}% do ${rateType}`;
  if (fixedAnnualRate !== null) return `${decimal(fixedAnnualRate)}% a.a.`;
  if (rate !== null) return `${decimal(rate)}% a.a.`;
  return null;
}

/**
 * A date Pluggy sends: a calendar day comes as UTC midnight ("2026-11-03T00:00:00.000Z", which must
 * stay the 3rd), anything else is an instant read in São Paulo.
 */
export function pluggyDay(value: Date | string | null | undefined): Day | null {
  if (!value) return null;
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  const midnight = instant.getUTCHours() === 0 && instant.getUTCMinutes() === 0 && instant.getUTCSeconds() === 0;
  return midnight ? parseDay(instant.toISOString().slice(0, 10)) : dayInSaoPaulo(instant);
}

/** Digits only, or null when there are none. */
function digitsOf(value: string | null | undefined): string | null {
  const digits = (value ?? "").replace(/\D/g, "");
  return digits.length > 0 ? digits : null;
}

/** A full CNPJ's 14 digits (check digits hold), or null: masked, short or absent. */
export function cnpjDigits(value: string | null | undefined): string | null {
  const read = readPayeeDocument(value);
  return read.kind === "empresa" && !read.masked ? read.document : null;
}

/** A full CPF's 11 digits (check digits hold), or null: masked, a CNPJ or absent. */
export function cpfDigits(value: string | null | undefined): string | null {
  const read = readPayeeDocument(value);
  return read.kind === "pessoa" && !read.masked ? read.document : null;
}

/** An account as the identity lists it (Open Finance's "relacionamento": COMPE code, agência, número). */
export interface IdentityAccount {
  compeCode: string;
  branchCode: string;
  number: string;
  checkDigit: string;
  type: string;
  subtype: string;
}

export interface AccountRegistration {
  bankCode: string | null;
  branch: string | null;
  accountNumber: string;
  joint: boolean;
  /** Bens e Direitos code the account's type implies: 04-01 for a poupança, else null (conta corrente). */
  taxCode: string | null;
}

/**
 * The identity's entry for one of the item's accounts, matched by number: Pluggy's account number
 * ("12345-6", "0001/12345-6") ends with the identity's number and check digit. Null without one.
 */
export function registrationOf(accounts: readonly IdentityAccount[], pluggyNumber: string): AccountRegistration | null {
  const wanted = digitsOf(pluggyNumber.split("/").pop());
  if (!wanted) return null;
  const entry = accounts.find((account) => {
    const full = digitsOf(`${account.number}${account.checkDigit}`);
    const bare = digitsOf(account.number);
    return full === wanted || bare === wanted || (full !== null && full.replace(/^0+/, "") === wanted.replace(/^0+/, ""));
  });
  if (!entry) return null;
  const bank = digitsOf(entry.compeCode);
  return {
    bankCode: bank && bank.length <= 3 ? bank.padStart(3, "0") : null,
    branch: digitsOf(entry.branchCode)?.slice(0, 10) ?? null,
    accountNumber: `${entry.number}${entry.checkDigit ? `-${entry.checkDigit}` : ""}`.slice(0, 20),
    joint: entry.subtype.startsWith("CONJUNTA"),
    taxCode: entry.type === "CONTA_POUPANCA" ? "04-01" : null,
  };
}
