import type { Cents } from "@/lib/format/money";
import { dayInSaoPaulo } from "@/lib/format/dates";
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
  merchant?: { name?: string | null } | null;
  paymentData?: {
    payer?: BankParticipant | null;
    receiver?: BankParticipant | null;
  } | null;
  creditCardMetadata?: {
    installmentNumber?: number | null;
    totalInstallments?: number | null;
    totalAmount?: number | null;
    purchaseDate?: Date | string | null;
  } | null;
}

interface BankParticipant {
  name?: string | null;
  documentNumber?: { type?: string | null; value?: string | null } | null;
}

export type BankAccountType = "BANK" | "CREDIT";

export interface MappedInstallment {
  index: number;
  count: number;
  totalCents: Cents | null;
  purchaseDay: string | null;
}

/** What a bank row becomes in Bolso: a receita or despesa, or a payment of a card's fatura. */
export type MappedBankTransaction =
  | {
      kind: "transaction";
      pluggyId: string;
      status: "PENDING" | "POSTED";
      type: "receita" | "despesa";
      cents: Cents;
      day: string;
      description: string;
      rawDescription: string;
      counterparty: string | null;
      installment: MappedInstallment | null;
    }
  | { kind: "card_payment"; pluggyId: string; cents: Cents; day: string };

const DESCRIPTION_MAX = 200;
const RAW_MAX = 500;
const COUNTERPARTY_MAX = 200;

/** Pluggy's category for a card's "pagamento recebido", and the words banks print on it. */
const CARD_PAYMENT_CATEGORY = /credit card payment/i;
const CARD_PAYMENT_TEXT = /\bpagamento\b|\bpgto\b|\bpag\s+fatura\b/i;

/** An instant → the day it falls on in São Paulo (23:30 on the 31st there stays on the 31st). */
export function bankDay(value: Date | string): string {
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
 * either the fatura's payment or an estorno, which lowers the fatura as a credit on the card.
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
  const described = row.merchant?.name?.trim() || text || raw || "Transação bancária";
  const counterparty = participantText(
    moneyIn ? row.paymentData?.payer : row.paymentData?.receiver,
  );
  return {
    kind: "transaction",
    pluggyId: row.id,
    status: row.status === "PENDING" ? "PENDING" : "POSTED",
    type: moneyIn ? "receita" : "despesa",
    cents: absCents(cents),
    day,
    description: described.slice(0, DESCRIPTION_MAX),
    rawDescription: (raw || text).slice(0, RAW_MAX),
    counterparty,
    installment: accountType === "CREDIT" ? installmentOf(row) : null,
  };
}
