import type { Cents } from "@/lib/format/money";
import type { Day } from "@/lib/domain/calendar";
import { dayInSaoPaulo } from "@/lib/domain/calendar";
import { absCents, floatToCents, negateCents } from "@/lib/format/money";

/** The part of a Pluggy transaction Bolso reads (the SDK's type, loosened to what may be missing). */
export interface BankTransaction {
  id: string;
  date: Date | string;
  description: string;
  descriptionRaw?: string | null;
  amount: number;
  status?: string | null;
  category?: string | null;
  /** Pluggy's category id: 8 digits, the first 2 its top level ("05" food, "04" same-person transfer…). */
  categoryId?: string | null;
  operationType?: string | null;
  merchant?: {
    name?: string | null;
    businessName?: string | null;
    cnpj?: string | null;
    cnae?: string | null;
    category?: string | null;
  } | null;
  paymentData?: {
    payer?: BankParticipant | null;
    receiver?: BankParticipant | null;
  } | null;
  creditCardMetadata?: {
    installmentNumber?: number | null;
    totalInstallments?: number | null;
    totalAmount?: number | null;
    purchaseDate?: Date | string | null;
    payeeMCC?: number | null;
  } | null;
}

interface BankParticipant {
  name?: string | null;
  /** The bank's COMPE code ("260"). */
  routingNumber?: string | null;
  documentNumber?: { type?: string | null; value?: string | null } | null;
}

export type BankAccountType = "BANK" | "CREDIT";

export interface MappedInstallment {
  index: number;
  count: number;
  totalCents: Cents | null;
  purchaseDay: Day | null;
}

/** What the bank says about a row beyond its amount and text: read by the categoriser and payees. */
export interface BankRowFacts {
  /** Pluggy's 8-digit category id, and its name. */
  categoryId: string | null;
  category: string | null;
  /** A card purchase's merchant category code (4 digits). */
  mcc: string | null;
  merchantName: string | null;
  /** The merchant's CNPJ (digits) and CNAE. */
  merchantDocument: string | null;
  merchantCnae: string | null;
  /** The other side of a Pix, TED or boleto: the receiver of money out, the payer of money in. */
  counterpartyName: string | null;
  /** As Pluggy gives it: full digits, or masked ("***.456.789-**"). */
  counterpartyDocument: string | null;
  /** The counterpart's bank, by its COMPE code ("260"), when the bank says. */
  counterpartyBankCode?: string | null;
  operationType: string | null;
}

/**
 * What a bank row becomes in Bolso: a receita or despesa, or a payment of a card's fatura. An
 * estorno on a card is a despesa with NEGATIVE `cents` (as it is stored): it lowers the fatura and
 * its category's spending, and is never income.
 */
export type MappedBankTransaction =
  | {
      kind: "transaction";
      pluggyId: string;
      status: "PENDING" | "POSTED";
      type: "receita" | "despesa";
      /** Positive, but below zero for an estorno on a card (a despesa that gives money back). */
      cents: Cents;
      day: Day;
      description: string;
      rawDescription: string;
      counterparty: string | null;
      installment: MappedInstallment | null;
      facts: BankRowFacts;
    }
  | { kind: "card_payment"; pluggyId: string; cents: Cents; day: Day };

const DESCRIPTION_MAX = 200;
const RAW_MAX = 500;
const COUNTERPARTY_MAX = 200;

/** Pluggy's category for a card's "pagamento recebido", and the words banks print on it. */
const CARD_PAYMENT_CATEGORY = /credit card payment/i;
const CARD_PAYMENT_TEXT = /\bpagamento\b|\bpgto\b|\bpag\s+fatura\b/i;

/** A card's credit whose text says it is the fatura's payment ("PAGAMENTO RECEBIDO", "PGTO FATURA"). */
export function isCardPaymentText(text: string): boolean {
  return CARD_PAYMENT_TEXT.test(text);
}

/** An instant → the day it falls on in São Paulo (23:30 on the 31st there stays on the 31st). */
export function bankDay(value: Date | string): Day {
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) throw new Error(`data inválida: ${String(value)}`);
  return dayInSaoPaulo(instant);
}

function participantText(participant: BankParticipant | null | undefined): string | null {
  const name = participant?.name?.trim();
  const document = participant?.documentNumber?.value?.trim();
  if (!name && !document) return null;
  const text = name && document ? `${name} (${document})` : (name ?? document ?? "");
  return text.slice(0, COUNTERPARTY_MAX);
}

const clean = (value: string | null | undefined, max: number): string | null => {
  const text = value?.trim();
  return text ? text.slice(0, max) : null;
};

const digitsOnly = (value: string | null | undefined): string | null => {
  const digits = value?.replace(/\D/g, "") ?? "";
  return digits.length > 0 ? digits : null;
};

function factsOf(row: BankTransaction, moneyIn: boolean): BankRowFacts {
  const other = moneyIn ? row.paymentData?.payer : row.paymentData?.receiver;
  const mcc = row.creditCardMetadata?.payeeMCC;
  const categoryId = row.categoryId?.trim();
  return {
    categoryId: categoryId && /^\d{2,8}$/.test(categoryId) ? categoryId : null,
    category: clean(row.category, 120),
    mcc: typeof mcc === "number" && Number.isInteger(mcc) && mcc >= 0 && mcc <= 9999 ? String(mcc).padStart(4, "0") : null,
    merchantName: clean(row.merchant?.name ?? row.merchant?.businessName, 120),
    merchantDocument: digitsOnly(row.merchant?.cnpj)?.slice(0, 14) ?? null,
    merchantCnae: clean(row.merchant?.cnae, 20),
    counterpartyName: clean(other?.name, 120),
    counterpartyDocument: clean(other?.documentNumber?.value, 20),
    counterpartyBankCode: digitsOnly(other?.routingNumber)?.slice(-3).padStart(3, "0") ?? null,
    operationType: clean(row.operationType, 40),
  };
}

function installmentOf(row: BankTransaction): MappedInstallment | null {
  const meta = row.creditCardMetadata;
  const index = meta?.installmentNumber ?? null;
  const count = meta?.totalInstallments ?? null;
  if (!index || !count || count < 2 || count > 72 || index < 1 || index > count) return null;
  return {
    index,
    count,
    totalCents:
      typeof meta?.totalAmount === "number" ? absCents(floatToCents(meta.totalAmount)) : null,
    purchaseDay: meta?.purchaseDate ? bankDay(meta.purchaseDate) : null,
  };
}

/**
 * Pluggy's signs, read once: in a BANK account money out is negative (despesa) and money in
 * positive (receita); on a CREDIT card a purchase is positive (despesa), and a negative row is
 * either the fatura's payment or an estorno: a despesa below zero, which lowers the fatura and
 * the spending, never a receita.
 */
export function mapBankTransaction(
  row: BankTransaction,
  accountType: BankAccountType,
): MappedBankTransaction | null {
  const cents = floatToCents(row.amount);
  if (cents === 0) return null;
  const day = bankDay(row.date);
  const raw = (row.descriptionRaw ?? row.description ?? "").trim();
  const text = (row.description ?? "").trim();
  if (
    accountType === "CREDIT" &&
    cents < 0 &&
    (CARD_PAYMENT_CATEGORY.test(row.category ?? "") || CARD_PAYMENT_TEXT.test(text))
  ) {
    return { kind: "card_payment", pluggyId: row.id, cents: negateCents(cents), day };
  }
  const moneyIn = accountType === "BANK" ? cents > 0 : cents < 0;
  const refund = accountType === "CREDIT" && cents < 0;
  const described = row.merchant?.name?.trim() || text || raw || "Transação bancária";
  const counterparty = participantText(
    moneyIn ? row.paymentData?.payer : row.paymentData?.receiver,
  );
  return {
    kind: "transaction",
    pluggyId: row.id,
    status: row.status === "PENDING" ? "PENDING" : "POSTED",
    type: moneyIn && !refund ? "receita" : "despesa",
    cents: refund ? cents : absCents(cents),
    day,
    description: described.slice(0, DESCRIPTION_MAX),
    rawDescription: (raw || text).slice(0, RAW_MAX),
    counterparty,
    installment: accountType === "CREDIT" ? installmentOf(row) : null,
    facts: factsOf(row, moneyIn),
  };
}
