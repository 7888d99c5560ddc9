import "server-only";
import type { StoredImportRow, imports } from "@/db/schema";
import { centsToReais } from "@/lib/format/money";
import { UNDO_WINDOW_DAYS, type ImportPreviewJson, type ImportRowJson, type ImportSummaryJson } from "@/lib/schemas/imports";

type ImportRow = typeof imports.$inferSelect;

export function toImportRowJson(row: StoredImportRow): ImportRowJson {
  return {
    index: row.index,
    date: row.date,
    description: row.description,
    valor: centsToReais(row.cents),
    type: row.type,
    duplicate: row.duplicate,
    suggestedCategoryId: row.suggestedCategoryId,
  };
}

export function toImportPreviewJson(row: Pick<ImportRow, "id" | "format" | "columns" | "mapping"> & { rows: StoredImportRow[] }): ImportPreviewJson {
  return {
    _id: row.id,
    format: row.format,
    status: "preview",
    ...(row.format === "csv" && row.columns && row.mapping ? { columns: row.columns, mapping: row.mapping } : {}),
    rows: row.rows.map(toImportRowJson),
  };
}

export function canUndo(row: Pick<ImportRow, "status" | "committedAt">, now = new Date()): boolean {
  return (
    row.status === "committed" &&
    row.committedAt !== null &&
    now.getTime() - row.committedAt.getTime() <= UNDO_WINDOW_DAYS * 24 * 60 * 60 * 1000
  );
}

export function toImportSummaryJson(row: Omit<ImportRow, "rows" | "cells" | "columns" | "mapping" | "userId" | "paymentMethodId">, now = new Date()): ImportSummaryJson {
  return {
    _id: row.id,
    format: row.format,
    fileName: row.fileName,
    status: row.status,
    rowCount: row.rowCount,
    duplicateCount: row.duplicateCount,
    createdCount: row.createdCount,
    skippedCount: row.skippedCount,
    createdAt: row.createdAt.toISOString(),
    committedAt: row.committedAt?.toISOString() ?? null,
    undoneAt: row.undoneAt?.toISOString() ?? null,
    canUndo: canUndo(row, now),
  };
}
