import { attachmentTexts } from "@/components/attachments/attachment-texts";

/** The Comprovantes heading of a transaction dialog, with the hint under it. */
export function AttachmentsHeading({ id, hint }: { id: string; hint: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <h3 id={id} className="text-sm font-semibold">
        {attachmentTexts.title}
      </h3>
      <p className="text-xs text-zinc-600 dark:text-zinc-400">{hint}</p>
    </div>
  );
}
