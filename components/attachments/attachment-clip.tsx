import { attachmentTexts } from "@/components/attachments/attachment-texts";

/** The paperclip a transaction row shows when it holds receipts (drawn by the list's stylesheet). */
export function AttachmentClip({ count }: { count: number }) {
  if (count <= 0) return null;
  const label = attachmentTexts.clip(count);
  return <span data-clip role="img" aria-label={label} title={label} />;
}
