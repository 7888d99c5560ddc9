import * as z from "@/lib/schemas/zod";
import {
  commitImportInput,
  importIdParams,
  importMapping,
  type CommitImportJson,
  type ImportPreviewJson,
  type ImportSummaryJson,
} from "@/lib/schemas/imports";
import { importFormats, importStatuses } from "@/lib/domain/enums";
import { day, id, instant, json, reais } from "@/lib/openapi/answers";
import { defineResource } from "@/lib/openapi/define";

const summary = z
  .object({
    _id: id,
    format: z.enum(importFormats),
    fileName: z.string(),
    status: z.enum(importStatuses),
    rowCount: z.number().int(),
    duplicateCount: z.number().int(),
    createdCount: z.number().int(),
    skippedCount: z.number().int(),
    createdAt: instant,
    committedAt: instant.nullable(),
    undoneAt: instant.nullable(),
    canUndo: z.boolean().meta({ description: "Confirmada há menos de 30 dias e não desfeita." }),
  })
  .meta({ id: "ImportSummary" }) satisfies z.ZodType<ImportSummaryJson>;

const preview = z.object({
  _id: id,
  format: z.enum(importFormats),
  status: z.literal("preview"),
  columns: z.array(z.string()).optional().meta({ description: "Um CSV: os nomes das colunas." }),
  mapping: importMapping.optional(),
  rows: z.array(
    z.object({
      index: z.number().int(),
      date: day,
      description: z.string(),
      valor: reais.meta({ description: "Sempre positivo: `type` diz a direção." }),
      type: z.enum(["receita", "despesa"]),
      duplicate: z.boolean(),
      suggestedCategoryId: id.nullable(),
    }),
  ),
}) satisfies z.ZodType<ImportPreviewJson>;

const committed = z.object({
  created: z.number().int(),
  skipped: z.number().int(),
}) satisfies z.ZodType<CommitImportJson>;

export default defineResource({
  tag: "Importação",
  description: "Extratos OFX ou CSV: prévia, confirmação das linhas escolhidas e desfazer.",
  operations: [
    {
      method: "get",
      path: "/api/v1/import",
      access: "subscriber",
      summary: "Listar as importações",
      answers: { 200: json("As importações.", z.array(summary)) },
    },
    {
      method: "post",
      path: "/api/v1/import",
      access: "subscriber",
      summary: "Enviar um extrato (OFX ou CSV) para a prévia",
      upload: {
        contentType: "multipart/form-data",
        description: "O arquivo no campo `file`.",
        schema: z.object({ file: z.string().meta({ format: "binary" }) }),
      },
      answers: { 201: json("A prévia: linhas, duplicatas e sugestões.", preview) },
      errors: ["unsupported_media_type", "too_many_requests"],
    },
    {
      method: "post",
      path: "/api/v1/import/[id]/commit",
      access: "subscriber",
      summary: "Confirmar as linhas escolhidas de uma prévia",
      description: "Numa transação: todas ou nenhuma.",
      params: importIdParams,
      body: commitImportInput,
      answers: { 200: json("Quantas foram criadas e puladas.", committed) },
      errors: ["conflict"],
    },
    {
      method: "delete",
      path: "/api/v1/import/[id]",
      access: "subscriber",
      summary: "Desfazer uma importação (ou descartar a prévia)",
      params: importIdParams,
      answers: {
        200: json("Quantos lançamentos saíram.", z.object({ deleted: z.number().int() })),
      },
      errors: ["conflict"],
    },
  ],
});
