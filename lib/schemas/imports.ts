import * as z from "@/lib/schemas/zod";
import { optionalRef } from "@/lib/schemas/optional-ref";
import { IMPORT_MAX_ROWS } from "@/lib/import/import-error";
import type { Reais } from "@/lib/format/money";

export const UNDO_WINDOW_DAYS = 30;

export const importApiMessages = {
  idInvalid: "Identificador de importação inválido.",
  notFound: "Importação não encontrada.",
  alreadyCommitted: "Esta importação já foi confirmada.",
  notCommitted: "Só é possível desfazer uma importação confirmada.",
  alreadyUndone: "Esta importação já foi desfeita.",
  undoExpired: `Só é possível desfazer uma importação nos primeiros ${UNDO_WINDOW_DAYS} dias.`,
  fileRequired: "Envie o arquivo do extrato no campo 'file'.",
  notMultipart: "Envie o arquivo como multipart/form-data.",
  mappingInvalid: "Mapeamento de colunas inválido.",
  mappingOnlyCsv: "Só um CSV tem mapeamento de colunas.",
  rowsInvalid: "Linhas selecionadas inválidas.",
  rowUnknown: (index: number) => `A linha ${index} não existe nesta importação.`,
} as const;

export const importIdParams = z.object({ id: z.uuid({ error: importApiMessages.idInvalid }) });

const columnIndex = z.number({ error: importApiMessages.mappingInvalid }).int(importApiMessages.mappingInvalid).min(0).max(199);

export const importMapping = z.object(
  {
    date: columnIndex,
    description: columnIndex,
    amount: columnIndex,
    type: columnIndex.optional(),
  },
  { error: importApiMessages.mappingInvalid },
);
export type ImportMapping = z.output<typeof importMapping>;

const rowIndex = z.number({ error: importApiMessages.rowsInvalid }).int(importApiMessages.rowsInvalid).min(0).max(IMPORT_MAX_ROWS);

export const commitImportInput = z.object({
  mapping: importMapping.optional(),
  rows: z.array(rowIndex, { error: importApiMessages.rowsInvalid }).max(IMPORT_MAX_ROWS).optional(),
  categories: z
    .record(z.string().regex(/^\d{1,5}$/, importApiMessages.rowsInvalid), optionalRef)
    .optional(),
});
export type CommitImportInput = z.output<typeof commitImportInput>;

export interface ImportRowJson {
  index: number;
  date: string;
  description: string;
  /** Reais, always positive: `type` says which way the money went. */
  valor: Reais;
  type: "receita" | "despesa";
  duplicate: boolean;
  suggestedCategoryId: string | null;
}

export interface ImportPreviewJson {
  _id: string;
  format: "ofx" | "csv";
  status: "preview";
  columns?: string[];
  mapping?: ImportMapping;
  rows: ImportRowJson[];
}

export interface ImportSummaryJson {
  _id: string;
  format: "ofx" | "csv";
  fileName: string;
  status: "preview" | "committed" | "undone";
  rowCount: number;
  duplicateCount: number;
  createdCount: number;
  skippedCount: number;
  createdAt: string;
  committedAt: string | null;
  undoneAt: string | null;
  /** Committed less than 30 days ago and not undone. */
  canUndo: boolean;
}

export interface CommitImportJson {
  created: number;
  skipped: number;
}
