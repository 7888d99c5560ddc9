import type { CategorySource, CategoryType, RecordAccess } from "@/lib/domain/enums";
import { absCents, reaisToCents } from "@/lib/format/money";
import type { Cents, Reais } from "@/lib/format/money";
import type { Day } from "@/lib/domain/calendar";

/**
 * A transaction as the API answers it (`TransactionJson`), the shapes of a month's page and its
 * references, and what the dialog edits. The rules of what may be written are in transactions.ts.
 */
export interface RefJson {
  _id: string;
  name: string;
  color: string;
}

export interface TransactionTypeJson {
  _id: string;
  transactionType: "receita" | "despesa";
}

/** One transaction as every endpoint answers it. */
export interface TransactionJson {
  _id: string;
  description: string;
  /** Reais, as the spec writes it. */
  valor: Reais;
  transactionDate: Day;
  categoryId: RefJson | null;
  paymentMethodId: RefJson | null;
  transactionTypeId: TransactionTypeJson;
  isObjective: boolean;
  objectiveId: { _id: string; name: string } | null;
  installmentGroupId: string | null;
  installmentIndex: number | null;
  installmentCount: number | null;
  /** Tag names, alphabetical. */
  tags: string[];
  /** The favorecido's id (GET /payees/{id}), or null. */
  payeeId: string | null;
  /** Where the category came from: rule, payee, history, bank, mcc or person; null without one. */
  categorySource: CategorySource | null;
  /**
   * What the source points at: the rule's term (rule), the payee's name (payee), Pluggy's 8-digit
   * category id (bank); null for the other sources.
   */
  categoryBasis: string | null;
  /** Whose row it is: the owner of its payment method (or its author without a shared one). */
  ownerId: string;
  /** "Da casa": shared with the household without a shared account. */
  household: boolean;
  /** Who paid it (the owner unless someone else was named). */
  paidBy: string;
  /** This row's split in percent by user id; null for the household's. */
  split: Record<string, number> | null;
  /** Who typed it; null once that member deleted their account ("ex-membro"). */
  createdBy: PersonRefJson | null;
  /** Who changed it last; null until someone does. */
  updatedBy: PersonRefJson | null;
  /** When it last changed (ISO instant). */
  updatedAt: string;
  /** What the viewer may do with it: its owner, write as a household member, or only read. */
  access: RecordAccessJson;
}

/** A person named on a row (its author or last editor). */
export interface PersonRefJson {
  id: string;
  name: string;
}

/** What the viewer may do with a record: theirs, shared with them to change, or only to see. */
export type RecordAccessJson = RecordAccess;

export interface DeleteTransactionJson {
  message: string;
  deletedIds: string[];
}

/** `?category=none`: the transactions without a category. */
export const NO_CATEGORY = "none";
export const TRANSACTIONS_PAGE_SIZE = 50;

/** What the Transações screen lists: one month, optionally narrowed by type, category and text. */
export interface TransactionFilters {
  year: number;
  month: number;
  type: TransactionTypeJson["transactionType"] | null;
  /** A category id, NO_CATEGORY, or null for every category. */
  categoryId: string | null;
  /** Already normalised (lib/search); "" for no search. */
  q: string;
  /** A tag name (case and accents ignored); "" or absent for every tag. */
  tag?: string;
  /** A payee id; absent for every payee. */
  payeeId?: string;
  /** The whole of `year` instead of one month (Imposto de Renda's link to a line's rows). */
  wholeYear?: boolean;
}

/** Receitas, Despesas and Saldo. */
export interface TransactionSummary {
  incomeCents: Cents;
  expenseCents: Cents;
  balanceCents: Cents;
}

/** One page of the filtered month, with the totals of every matching transaction. */
export interface TransactionPage {
  transactions: TransactionJson[];
  total: number;
  page: number;
  pageCount: number;
  summary: TransactionSummary;
}

/** What the dialog chooses from, read on the server with the page. */
export interface TransactionReferences {
  types: TransactionTypeJson[];
  categories: CategoryRef[];
  paymentMethods: PaymentMethodRef[];
  objectives: { _id: string; name: string }[];
  /** The person's tag names, alphabetical: the dialog's autocomplete and the tag filter. */
  tags: string[];
}

/** GET /transaction/quick-entry: what the phone's "+" sheet chooses from and starts with. */
export interface QuickEntryJson {
  references: TransactionReferences;
  /** The payment method of the person's latest entry that had one (null: none yet). */
  lastPaymentMethodId: string | null;
  /** The person's descriptions of the last year, most used first: the description's suggestions. */
  descriptions: string[];
}

/** A category in the dialog and the filter: its type decides where it is offered. */
export interface CategoryRef extends RefJson {
  type: CategoryType;
  /** Marked deductible for the Imposto de Renda: a despesa's sheet opens its "Imposto de Renda" part. */
  deductible?: true;
}

/** A payment method in the dialog; a card carries its days, so the dialog can name the fatura. */
export interface PaymentMethodRef extends RefJson {
  card?: { closingDay: number; dueDay: number };
}

/**
 * A row as its menu needs it for the edit and delete dialogs: reference ids instead of populated
 * objects, absent keys instead of nulls (every page sends 50 of these).
 */
export interface EditableTransaction {
  _id: string;
  description: string;
  amountCents: Cents;
  transactionDate: Day;
  type: TransactionTypeJson["transactionType"];
  categoryId?: string;
  paymentMethodId?: string;
  isObjective?: true;
  objectiveId?: string;
  /** An installment's [index, count]. */
  installment?: [number, number];
  tags?: string[];
  payeeId?: string;
  /** Why it has its category (categorySource and what it points at), for the sheet to say. */
  categoryWhy?: { source: CategorySource; basis: string | null };
  /** An estorno: `amountCents` is then what it gives back (positive). */
  estorno?: true;
}

export function toEditableTransaction(t: TransactionJson): EditableTransaction {
  return {
    _id: t._id,
    description: t.description,
    amountCents: absCents(reaisToCents(t.valor)),
    transactionDate: t.transactionDate,
    type: t.transactionTypeId.transactionType,
    ...(t.valor < 0 ? { estorno: true as const } : {}),
    ...(t.categoryId ? { categoryId: t.categoryId._id } : {}),
    ...(t.paymentMethodId ? { paymentMethodId: t.paymentMethodId._id } : {}),
    ...(t.isObjective ? { isObjective: true as const } : {}),
    ...(t.objectiveId ? { objectiveId: t.objectiveId._id } : {}),
    ...(t.installmentIndex && t.installmentCount ? { installment: [t.installmentIndex, t.installmentCount] } : {}),
    ...(t.tags.length > 0 ? { tags: t.tags } : {}),
    ...(t.payeeId ? { payeeId: t.payeeId } : {}),
    ...(t.categoryId && t.categorySource ? { categoryWhy: { source: t.categorySource, basis: t.categoryBasis } } : {}),
  };
}
