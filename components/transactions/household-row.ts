import { formatDateBR } from "@/lib/format/dates";
import { percentSharesToBasisPoints } from "@/lib/domain/household-split";
import { toEditableTransaction, transactionMessages } from "@/lib/schemas/transactions";
import type { EditableTransaction, TransactionJson } from "@/lib/schemas/transactions";

/** What a household row carries besides an ordinary row's fields (docs/decisions/household-sharing.md). */
export type SharedRowInfo = Pick<
  TransactionJson,
  "ownerId" | "household" | "paidBy" | "split" | "createdBy" | "updatedBy" | "updatedAt" | "access"
>;

/** A row as the edit dialog opens it: `shared` only when it is not a plain row of the person's own. */
export type DialogTransaction = EditableTransaction & { shared?: SharedRowInfo };

/**
 * The dialog's row. A page sends fifty of these, so the household's facts travel only on a row
 * where they say something: another member's, "da casa", paid by someone else, split its own way,
 * or typed or changed by someone else.
 */
export function toDialogTransaction(t: TransactionJson): DialogTransaction {
  const row = toEditableTransaction(t);
  const { ownerId, household, paidBy, split, createdBy, updatedBy, updatedAt, access } = t;
  const plain =
    access === "owner" &&
    !household &&
    paidBy === ownerId &&
    split === null &&
    createdBy?.id === ownerId &&
    (updatedBy === null || updatedBy.id === ownerId);
  return plain ? row : { ...row, shared: { ownerId, household, paidBy, split, createdBy, updatedBy, updatedAt, access } };
}

/**
 * "lançado por Ana, alterado por Bruno em 03/12": who typed the row ("ex-membro" once that
 * member's account is gone) and who changed it last, when someone did. Null without `shared`
 * (a row of the person's own, typed by them).
 */
export function auditLine(shared: SharedRowInfo | undefined): string | null {
  if (!shared) return null;
  const author = `lançado por ${shared.createdBy?.name ?? "ex-membro"}`;
  if (!shared.updatedBy) return author;
  return `${author}, alterado por ${shared.updatedBy.name} em ${formatDateBR(shared.updatedAt).slice(0, 5)}`;
}

/** The split the dialog edits: the household's, or percent typed per member. */
export type SplitChoice = { kind: "default" } | { kind: "custom"; percents: Record<string, string> };

/** "50" or "33,33" → 33.33; null when it is not a number. */
function typedPercent(text: string): number | null {
  const trimmed = text.trim().replace(",", ".");
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/**
 * The API's `split`: null for the household's, else `{ userId: percent }`. An error in pt-BR when
 * a share is not a percent with up to two decimals or they do not add up to 100%, the API's own
 * messages (the same rule: lib/domain/household-split.ts).
 */
export function splitBody(choice: SplitChoice): { split: Record<string, number> | null } | { error: string } {
  if (choice.kind === "default") return { split: null };
  const percents: Record<string, number> = {};
  for (const [userId, text] of Object.entries(choice.percents)) {
    const percent = typedPercent(text === "" ? "0" : text);
    if (percent === null) return { error: transactionMessages.splitInvalid };
    percents[userId] = percent;
  }
  const checked = percentSharesToBasisPoints(percents);
  if (!checked.ok) return { error: checked.reason === "sum" ? transactionMessages.splitSum : transactionMessages.splitInvalid };
  return { split: percents };
}

/** A row's split as the dialog starts it: percent typed with a comma ("33,33"). */
export function initialSplit(split: Record<string, number> | null, memberIds: readonly string[]): SplitChoice {
  if (split === null) return { kind: "default" };
  return {
    kind: "custom",
    percents: Object.fromEntries(memberIds.map((id) => [id, String(split[id] ?? 0).replace(".", ",")])),
  };
}
