import * as z from "@/lib/schemas/zod";
import { ATTACHMENTS_PER_TRANSACTION, ATTACHMENT_MAX_BYTES, ATTACHMENT_QUOTA_BYTES } from "@/lib/domain/attachment-limits";
import { formatFileSize } from "@/lib/format/file-size";

export const attachmentIdParams = z.object({
  id: z.uuid({ error: "Identificador de anexo inválido." }),
});

/** A receipt as the API answers it (the bytes are at GET /attachments/{id}). */
export interface AttachmentJson {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: string;
}

export const ACCEPTED_KINDS_TEXT = "fotos JPEG, PNG, WebP ou HEIC, ou PDF";

export const attachmentMessages = {
  notFound: "Anexo não encontrado.",
  notMultipart: "Envie o arquivo como multipart/form-data, no campo file.",
  fileRequired: "Escolha um arquivo para anexar (campo file).",
  empty: "O arquivo está vazio.",
  unsupported: `Tipo de arquivo não aceito. Anexe ${ACCEPTED_KINDS_TEXT}.`,
  unreadableImage: `Não foi possível ler esta imagem. Anexe ${ACCEPTED_KINDS_TEXT}.`,
  tooLarge: `O arquivo passa de ${formatFileSize(ATTACHMENT_MAX_BYTES)}, o limite por anexo. Envie uma foto menor ou um PDF mais leve.`,
  tooMany: `Esta transação já tem ${ATTACHMENTS_PER_TRANSACTION} anexos, o máximo. Exclua um para anexar outro.`,
  off: "Os anexos estão desligados neste servidor: falta configurar o armazenamento de arquivos (S3).",
  storeFailed: "Não foi possível guardar o arquivo agora. Tente novamente em instantes.",
} as const;

/** How much of the quota is used, for the 413 a full quota answers. */
export function quotaFullMessage(usedBytes: number): string {
  return `Seu espaço para anexos acabou: ${formatFileSize(usedBytes)} de ${formatFileSize(ATTACHMENT_QUOTA_BYTES)} usados. Exclua anexos que não precisa mais para enviar outros.`;
}
