import * as z from "@/lib/schemas/zod";
import { attachmentIdParams, type AttachmentJson } from "@/lib/schemas/attachments";
import { transactionIdParams } from "@/lib/schemas/transactions";
import { id, instant, json } from "@/lib/openapi/answers";
import { defineResource } from "@/lib/openapi/define";

const attachment = z
  .object({
    id,
    fileName: z.string(),
    contentType: z.string().meta({ example: "application/pdf" }),
    size: z.number().int().meta({ description: "Bytes." }),
    createdAt: instant,
  })
  .meta({ id: "Attachment" }) satisfies z.ZodType<AttachmentJson>;

export default defineResource({
  tag: "Comprovantes",
  description: "Comprovantes (fotos ou PDF) guardados com um lançamento.",
  operations: [
    {
      method: "get",
      path: "/api/v1/transaction/[id]/attachments",
      access: "subscriber",
      summary: "Listar os comprovantes de um lançamento",
      params: transactionIdParams,
      answers: { 200: json("Os comprovantes.", z.array(attachment)) },
    },
    {
      method: "post",
      path: "/api/v1/transaction/[id]/attachments",
      access: "subscriber",
      summary: "Anexar um comprovante",
      description: "Fotos JPEG, PNG, WebP ou HEIC, ou PDF, no campo multipart `file`.",
      params: transactionIdParams,
      upload: {
        contentType: "multipart/form-data",
        description: "O arquivo no campo `file`.",
        schema: z.object({ file: z.string().meta({ format: "binary" }) }),
      },
      answers: { 201: json("O comprovante guardado.", attachment) },
      errors: ["unsupported_media_type", "request_timeout", "too_many_requests"],
    },
    {
      method: "get",
      path: "/api/v1/attachments/[id]",
      access: "subscriber",
      summary: "Baixar um comprovante",
      params: attachmentIdParams,
      answers: {
        200: {
          description: "Os bytes do arquivo, no tipo dele.",
          contentType: "application/octet-stream",
        },
      },
      errors: ["too_many_requests"],
    },
    {
      method: "delete",
      path: "/api/v1/attachments/[id]",
      access: "subscriber",
      summary: "Excluir um comprovante",
      params: attachmentIdParams,
      answers: { 204: { description: "Excluído." } },
    },
  ],
});
