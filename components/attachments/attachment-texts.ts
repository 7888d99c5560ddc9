import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_PER_TRANSACTION } from "@/lib/domain/attachment-limits";
import { countOf } from "@/lib/format/count";
import { formatFileSize } from "@/lib/format/file-size";

export const attachmentTexts = {
  title: "Comprovantes",
  hint: `Fotos ou PDF de até ${formatFileSize(ATTACHMENT_MAX_BYTES)}, até ${ATTACHMENTS_PER_TRANSACTION} por transação. Salvos assim que enviados.`,
  /** 'Nova Transação': the files wait for the transaction. */
  pendingHint: `Fotos ou PDF de até ${formatFileSize(ATTACHMENT_MAX_BYTES)}, até ${ATTACHMENTS_PER_TRANSACTION} por transação. Enviados ao adicionar a transação.`,
  add: "Anexar arquivo",
  camera: "Tirar foto",
  empty: "Nenhum comprovante anexado.",
  loading: "Carregando comprovantes...",
  loadFailed: "Não foi possível carregar os comprovantes.",
  uploadFailed: "Não foi possível enviar o comprovante.",
  deleteFailed: "Não foi possível excluir o comprovante.",
  uploaded: "Comprovante anexado.",
  deleted: "Comprovante excluído.",
  cancelled: "Envio cancelado.",
  cancel: "Cancelar envio",
  full: `Esta transação já tem ${ATTACHMENTS_PER_TRANSACTION} comprovantes, o máximo.`,
  pickedTooMany: `Até ${ATTACHMENTS_PER_TRANSACTION} comprovantes por transação: os demais arquivos ficaram de fora.`,
  tooLarge: `O arquivo passa de ${formatFileSize(ATTACHMENT_MAX_BYTES)}, o limite por anexo.`,
  open: (name: string) => `Abrir ${name}`,
  remove: (name: string) => `Excluir ${name}`,
  /** A file chosen in 'Nova Transação', not sent yet. */
  unpick: (name: string) => `Remover ${name}`,
  /** Which file a failure was about, and why. */
  failed: (name: string, reason: string) => `${name}: ${reason}`,
  /** After a new transaction was saved and one of its files was not. */
  keptWithout: "A transação foi salva sem este arquivo; anexe-o de novo em Editar.",
  sending: (name: string) => `Enviando ${name}`,
  clip: (count: number) => countOf(count, "comprovante anexado", "comprovantes anexados"),
} as const;
