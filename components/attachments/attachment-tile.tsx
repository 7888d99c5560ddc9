import { FileText, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { attachmentTexts } from "@/components/attachments/attachment-texts";
import { FileCaption } from "@/components/attachments/file-caption";
import type { AttachmentJson } from "@/lib/schemas/attachments";

/** One receipt: its thumbnail (a photo) or a PDF tile, opening in a new tab, and a delete button. */
export function AttachmentTile({
  attachment: a,
  deleting,
  onDelete,
}: {
  attachment: AttachmentJson;
  deleting: boolean;
  onDelete: () => void;
}) {
  const href = `/api/v1/attachments/${a.id}`;
  const image = a.contentType.startsWith("image/");
  return (
    <li className="flex items-center gap-3 rounded-lg border border-zinc-200 p-2 dark:border-zinc-800" data-testid="attachment">
      <a
        href={href}
        target="_blank"
        rel="noopener"
        aria-label={attachmentTexts.open(a.fileName)}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 dark:focus-visible:ring-emerald-400"
      >
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element -- a private file of the API, not an optimisable asset
          <img src={href} alt="" loading="lazy" className="size-12 shrink-0 rounded-md bg-zinc-100 object-cover dark:bg-zinc-800" />
        ) : (
          <span className="flex size-12 shrink-0 items-center justify-center rounded-md bg-rose-50 text-rose-700 dark:bg-rose-950 dark:text-rose-300">
            <FileText className="size-5" aria-hidden="true" />
          </span>
        )}
        <FileCaption name={a.fileName} image={image} size={a.size} />
      </a>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={attachmentTexts.remove(a.fileName)}
        disabled={deleting}
        onClick={onDelete}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </Button>
    </li>
  );
}
