import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { categories, importTransactions, imports, paymentMethods, transactions, type StoredImportCell, type StoredImportRow } from "@/db/schema";
import type { Db, DbOrTx } from "@/lib/server/db";
import { retryOnceOnConflict } from "@/lib/server/retry-conflict";
import { AppError, notFound } from "@/lib/errors";
import { negateCents } from "@/lib/format/money";
import { day } from "@/lib/domain/calendar";
import { ImportFileError } from "@/lib/import/import-error";
import { csvStatementInTurns } from "@/lib/import/parse-statement";
import { importApiMessages, type CommitImportInput, type CommitImportJson } from "@/lib/schemas/imports";
import { categoryFits } from "@/lib/domain/category-types";
import { isCardPaymentText } from "@/lib/domain/bank-transaction-mapping";
import { categoryTypeMessages } from "@/lib/schemas/categories";
import { categoryKind } from "@/server/categories/category-kind";
import { buildPreviewRows } from "@/server/imports/build-preview-rows";
import { markImportDuplicates } from "@/server/imports/mark-import-duplicates";
import { getOwnedImportForUpdate } from "@/server/imports/get-owned-import";
import { packRows, unpackCells, unpackRows } from "@/server/imports/preview-packing";
import { listTransactionTypes } from "@/server/transactions/list-transaction-types";
import { assignStatementMonths } from "@/server/cards";
import { makePayeeResolver } from "@/server/payees/make-payee-resolver";
import type { CategorySource } from "@/lib/domain/enums";
import { emitTransactionEvents } from "@/server/transactions/emit-transaction-events";
import { visibleHouseholdItemSql } from "@/server/shared/household-access";

const INSERT_BATCH = 1000;

/**
 * Creates the chosen rows of a preview as transactions, all or nothing. By default every row that
 * is not a duplicate now (the check runs again: the account may have changed since the preview).
 * Each row takes its suggested category unless `categories` names another (or none).
 *
 * A person's commits run one at a time, so two previews of one file never both pass the duplicate
 * check before either has inserted.
 *
 * Once it commits, each created row is a `transaction.created` event (in its fatura, as placed).
 */
export async function commitImport(db: Db, userId: string, importId: string, input: CommitImportInput): Promise<CommitImportJson> {
  const { answer, createdIds } = await retryOnceOnConflict(() =>
    db.transaction((tx) => commitInTransaction(tx, userId, importId, input)),
  );
  await emitTransactionEvents(db, userId, "transaction.created", createdIds);
  return answer;
}

async function commitInTransaction(
  tx: DbOrTx,
  userId: string,
  importId: string,
  input: CommitImportInput,
): Promise<{ answer: CommitImportJson; createdIds: string[] }> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('import-commit'), hashtext(${userId}))`);
  await lockPaymentMethodFirst(tx, userId, importId);
  const found = await getOwnedImportForUpdate(tx, userId, importId);
  if (found.status !== "preview") throw new AppError("conflict", importApiMessages.alreadyCommitted);
  const rows = input.mapping ? await remapped(tx, userId, found, input.mapping) : await rechecked(tx, userId, found.paymentMethodId, await unpackRows(found.rows));
  const selected = selectedRows(rows, input.rows);
  const categoryOf = await categoryChoices(tx, userId, selected, input.categories ?? {});
  const types = new Map((await listTransactionTypes(tx)).map((t) => [t.transactionType, t._id]));
  const payeeOf = await payeeChoices(tx, userId, selected);
  const createdIds: string[] = [];
  for (let i = 0; i < selected.length; i += INSERT_BATCH) {
    const batch = selected.slice(i, i + INSERT_BATCH);
    const inserted = await tx
      .insert(transactions)
      .values(
        batch.map((row) => ({
          userId,
          description: row.description,
          valor: row.cents,
          // The file's days were checked when it was read (lib/import/parse-values.ts).
          transactionDate: day(row.date),
          transactionTypeId: types.get(row.type) as string,
          categoryId: categoryOf.get(row.index)?.categoryId ?? null,
          categorySource: categoryOf.get(row.index)?.source ?? null,
          paymentMethodId: found.paymentMethodId,
          payeeId: payeeOf.get(row.index) ?? null,
        })),
      )
      .returning({ id: transactions.id });
    await tx.insert(importTransactions).values(inserted.map(({ id }) => ({ transactionId: id, importId })));
    createdIds.push(...inserted.map(({ id }) => id));
  }
  const created = createdIds.length;
  // On a card, each purchase joins its fatura by the rule a purchase typed by hand follows.
  const ofThisImport = sql`${transactions.id} in (select transaction_id from import_transactions where import_id = ${importId})`;
  await assignStatementMonths(tx, userId, found.paymentMethodId, ofThisImport);
  await tx
    .update(imports)
    .set({
      status: "committed",
      rows: await packRows(rows),
      rowCount: rows.length,
      duplicateCount: rows.filter((r) => r.duplicate).length,
      createdCount: created,
      skippedCount: rows.length - created,
      committedAt: new Date(),
    })
    .where(eq(imports.id, importId));
  return { answer: { created, skipped: rows.length - created }, createdIds };
}

/**
 * Deleting a payment method locks it, then the imports and transactions that point at it. The
 * commit takes its locks in that same order (the method before the import row), so the two wait
 * for each other instead of deadlocking.
 */
async function lockPaymentMethodFirst(tx: DbOrTx, userId: string, importId: string): Promise<void> {
  await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .innerJoin(imports, eq(imports.paymentMethodId, paymentMethods.id))
    .where(and(eq(imports.id, importId), eq(imports.userId, userId)))
    .for("key share", { of: paymentMethods });
}

async function remapped(
  tx: DbOrTx,
  userId: string,
  found: { format: string; paymentMethodId: string | null; columns: string[] | null; cells: Buffer | null },
  mapping: NonNullable<CommitImportInput["mapping"]>,
): Promise<StoredImportRow[]> {
  if (found.format !== "csv" || !found.columns || !found.cells) {
    throw new AppError("bad_request", importApiMessages.mappingOnlyCsv);
  }
  try {
    const cells: StoredImportCell[] = await unpackCells(found.cells);
    const statement = await csvStatementInTurns({ separator: ";", header: found.columns, rows: cells }, mapping);
    return await buildPreviewRows(tx, userId, found.paymentMethodId, statement.rows);
  } catch (error) {
    if (error instanceof ImportFileError) throw new AppError("bad_request", error.message, { cause: error });
    throw error;
  }
}

async function rechecked(
  tx: DbOrTx,
  userId: string,
  paymentMethodId: string | null,
  rows: StoredImportRow[],
): Promise<StoredImportRow[]> {
  const signed = rows.map((row) => ({ ...row, cents: row.type === "despesa" ? negateCents(row.cents) : row.cents }));
  const marked = await markImportDuplicates(tx, userId, paymentMethodId, signed);
  // A card's fatura payment (a credit, kept as a despesa below zero) stays left out, as in the preview.
  const cardPayment = (row: StoredImportRow) => row.cents < 0 && isCardPaymentText(row.description);
  return rows.map((row, index) => ({
    ...row,
    duplicate: (marked[index]?.duplicate ?? row.duplicate) || cardPayment(row),
  }));
}

function selectedRows(rows: StoredImportRow[], chosen: number[] | undefined): StoredImportRow[] {
  if (!chosen) return rows.filter((row) => !row.duplicate);
  const indexes = [...new Set(chosen)].sort((a, b) => a - b);
  return indexes.map((index) => {
    const row = rows[index];
    if (!row) throw new AppError("bad_request", importApiMessages.rowUnknown(index));
    return row;
  });
}

/** The payee each selected row names (OFX NAME), found or created once per name. */
async function payeeChoices(tx: DbOrTx, userId: string, selected: StoredImportRow[]): Promise<Map<number, string | null>> {
  const result = new Map<number, string | null>();
  if (!selected.some((row) => row.payee)) return result;
  const resolve = await makePayeeResolver(tx, userId);
  for (const row of selected) {
    if (row.payee) result.set(row.index, await resolve({ name: row.payee, document: null }));
  }
  return result;
}

interface CategoryChoice {
  categoryId: string | null;
  /** "person" when the request named it; the suggestion's own source (rule, payee, history) when kept. */
  source: CategorySource | null;
}

/**
 * The category of each selected row and why. A category named in the request must be the user's
 * (404 otherwise) and fit the row's type (400); a suggestion whose category was deleted, or no
 * longer fits, since the preview just becomes none.
 */
async function categoryChoices(
  tx: DbOrTx,
  userId: string,
  selected: StoredImportRow[],
  overrides: Record<string, string | null>,
): Promise<Map<number, CategoryChoice>> {
  const wanted = new Map<
    number,
    { id: string | null; explicit: boolean; type: StoredImportRow["type"]; source: CategorySource }
  >();
  for (const row of selected) {
    const key = String(row.index);
    const explicit = key in overrides;
    const id = explicit ? (overrides[key] ?? null) : row.suggestedCategoryId;
    wanted.set(row.index, { id, explicit, type: row.type, source: explicit ? "person" : (row.suggestedSource ?? "person") });
  }
  const ids = [...new Set([...wanted.values()].map((w) => w.id).filter((id): id is string => id !== null))];
  const owned = new Map(
    ids.length === 0
      ? []
      : (
          await tx
            .select({ id: categories.id, name: categories.name, type: categories.type })
            .from(categories)
            .where(and(visibleHouseholdItemSql(userId, categories), inArray(categories.id, ids)))
            .for("share")
        ).map((row) => [row.id, row]),
  );
  const none: CategoryChoice = { categoryId: null, source: null };
  const result = new Map<number, CategoryChoice>();
  for (const [index, { id, explicit, type, source }] of wanted) {
    const category = id === null ? undefined : owned.get(id);
    if (id !== null && !category) {
      if (explicit) throw notFound(categoryKind.notFoundMessage);
      result.set(index, none);
    } else if (category && category.type !== "ambas" && !categoryFits(category, type)) {
      if (explicit) throw new AppError("bad_request", categoryTypeMessages.mismatch(category.name, category.type));
      result.set(index, none);
    } else result.set(index, id === null ? none : { categoryId: id, source });
  }
  return result;
}
