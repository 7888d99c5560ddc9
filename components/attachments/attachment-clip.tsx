import { attachmentTexts } from "@/components/attachments/attachment-texts";
import { TxIcon } from "@/components/transactions/tx-icon";

/** The paperclip a transaction row shows when it holds receipts (an icon of Transações' sprite). */
export function AttachmentClip({ count }: { count: number }) {
  if (count <= 0) return null;
  const label = attachmentTexts.clip(count);
  return (
    <span data-clip role="img" aria-label={label} title={label}>
      <TxIcon name="clip" />
    </span>
  );
}
