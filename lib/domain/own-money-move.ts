import type { BankRowFacts } from "@/lib/domain/bank-transaction-mapping";

/**
 * Money that only moves between the person's own pockets: to or from another account of theirs
 * (`own_transfer`), into or out of an investment (`investment`), or out of the account as cash at
 * an ATM (`cash`). None of it is income or spending.
 */
export type OwnMoneyMoveKind = "own_transfer" | "investment" | "cash";

/** What the decision reads of a mapped bank row. */
export interface OwnMoveRow {
  type: "receita" | "despesa";
  description: string;
  rawDescription: string;
  facts: Pick<BankRowFacts, "categoryId" | "category" | "counterpartyName" | "counterpartyDocument">;
}

/** The holder of the connection, from Pluggy's identity of the item. */
export interface AccountOwner {
  /** CPF or CNPJ digits. */
  document: string | null;
  fullName: string | null;
}

/** Pluggy's top levels: 03 investments, 04 same-person transfer. */
const INVESTMENT_CATEGORY = "03";
const SAME_PERSON_CATEGORY = "04";
/** Pluggy's category names for cash taken at an ATM. */
const CASH_CATEGORY = /\b(atm|cash withdrawal|saque)\b|transfer - cash/i;

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

/** Words banks print on an aplicação or resgate ("APLICACAO CDB", "RESGATE AUTOMATICO", "APLIC POUP"). */
const INVESTMENT_TEXT = /\b(aplicacao|aplic|aplicacoes|resgate|resg|cdb|lci|lca|tesouro direto)\b/;
/** What an investment pays is income, even when it names the investment ("RENDIMENTO CDB"). */
const EARNINGS_TEXT = /\b(rendimentos?|juros|dividendos?|proventos?)\b/;
/** A saque ("SAQUE 24H", "SAQUE BANCO24HORAS"). */
const CASH_TEXT = /\bsaque\b/;

/**
 * A masked document ("***.456.789-**") is the owner's only when every digit it shows is the
 * owner's, in place, and it shows at least three; a full one when all its digits are equal.
 */
export function documentMayBeOwners(document: string, ownerDigits: string): "full" | "masked" | null {
  const shape = document.replace(/[^\d*•xX]/g, "").replace(/[•xX]/g, "*");
  if (shape.length !== ownerDigits.length) return null;
  if (!shape.includes("*")) return shape === ownerDigits ? "full" : null;
  let shown = 0;
  for (let i = 0; i < shape.length; i += 1) {
    if (shape[i] === "*") continue;
    if (shape[i] !== ownerDigits[i]) return null;
    shown += 1;
  }
  return shown >= 3 ? "masked" : null;
}

/**
 * The counterpart is the holder: the same full document, or a masked document whose shown
 * digits are the holder's AND the same name (a masked CPF alone is shared by a thousand people).
 */
export function isOwnersCounterpart(
  facts: OwnMoveRow["facts"],
  owner: AccountOwner,
): boolean {
  const ownerDigits = owner.document?.replace(/\D/g, "") ?? "";
  if (!facts.counterpartyDocument || (ownerDigits.length !== 11 && ownerDigits.length !== 14)) {
    return false;
  }
  const match = documentMayBeOwners(facts.counterpartyDocument, ownerDigits);
  if (match === "full") return true;
  if (match !== "masked") return false;
  const name = facts.counterpartyName ? fold(facts.counterpartyName) : "";
  return name.length > 0 && !!owner.fullName && name === fold(owner.fullName);
}

/** Whether a bank row only moves the person's own money, and how; null for income or spending. */
export function ownMoneyMove(row: OwnMoveRow, owner: AccountOwner): OwnMoneyMoveKind | null {
  const text = fold(`${row.description} ${row.rawDescription}`);
  const categoryId = row.facts.categoryId ?? "";
  if (
    row.type === "despesa" &&
    (CASH_TEXT.test(text) || CASH_CATEGORY.test(row.facts.category ?? ""))
  ) {
    return "cash";
  }
  if (
    categoryId.startsWith(INVESTMENT_CATEGORY) ||
    (INVESTMENT_TEXT.test(text) && !EARNINGS_TEXT.test(text))
  ) {
    return "investment";
  }
  if (categoryId.startsWith(SAME_PERSON_CATEGORY) || isOwnersCounterpart(row.facts, owner)) {
    return "own_transfer";
  }
  return null;
}

/** Brazilian banks by COMPE code, for naming the account on the other side of an own transfer. */
const BANKS: Record<string, string> = {
  "001": "Banco do Brasil",
  "033": "Santander",
  "077": "Inter",
  "104": "Caixa",
  "208": "BTG Pactual",
  "212": "Banco Original",
  "237": "Bradesco",
  "260": "Nubank",
  "290": "PagBank",
  "323": "Mercado Pago",
  "336": "C6 Bank",
  "341": "Itaú",
  "380": "PicPay",
  "422": "Safra",
  "748": "Sicredi",
  "756": "Sicoob",
};

/** The account an own transfer goes to when it is not connected: "Conta no Nubank", else "Outras contas". */
export function otherAccountName(bankCode: string | null | undefined): string {
  const bank = bankCode ? BANKS[bankCode] : undefined;
  return bank ? `Conta no ${bank}` : OTHER_ACCOUNTS;
}

export const OTHER_ACCOUNTS = "Outras contas";
export const INVESTMENTS_ACCOUNT = "Investimentos";
export const CASH_ACCOUNT = "Dinheiro";

/** A Pix, TED, DOC or transfer by its operation or its text: what may move money to another account. */
export function looksLikeTransfer(row: Pick<OwnMoveRow, "description" | "rawDescription"> & {
  facts: { operationType?: string | null };
}): boolean {
  const text = fold(`${row.facts.operationType ?? ""} ${row.description} ${row.rawDescription}`);
  return /\b(pix|ted|tef|doc|transf|transferencia|transferencia_mesma_instituicao)\b/.test(text);
}
