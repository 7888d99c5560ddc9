import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { attachmentTexts as t } from "@/components/attachments/attachment-texts";
import type { Sending } from "@/components/attachments/use-attachment-uploads";

/** A file on its way: its name, its progress and a cancel. */
export function SendingItem({ sending: s }: { sending: Sending }) {
  return (
    <li className="flex items-center gap-3 rounded-lg border border-dashed border-zinc-300 p-2 dark:border-zinc-700">
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <span className="truncate text-sm">{s.name}</span>
        <Progress value={s.percent} aria-label={t.sending(s.name)} />
      </div>
      <Button type="button" variant="ghost" size="icon" aria-label={t.cancel} onClick={s.cancel}>
        <X className="size-4" aria-hidden="true" />
      </Button>
    </li>
  );
}
