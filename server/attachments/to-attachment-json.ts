import "server-only";
import type { attachments } from "@/db/schema";
import type { AttachmentJson } from "@/lib/schemas/attachments";

export const toAttachmentJson = (row: typeof attachments.$inferSelect): AttachmentJson => ({
  id: row.id,
  fileName: row.fileName,
  contentType: row.contentType,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
});
