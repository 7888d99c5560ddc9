import { formatFileSize } from "@/lib/format/file-size";

/** A receipt's name and what it is ("Foto · 1,2 MB"), beside its thumbnail or icon. */
export function FileCaption({ name, image, size }: { name: string; image: boolean; size: number }) {
  return (
    <span className="flex min-w-0 flex-1 flex-col">
      <span className="truncate text-sm font-medium">{name}</span>
      <span className="text-xs text-zinc-600 dark:text-zinc-400">
        {image ? "Foto" : "PDF"} · {formatFileSize(size)}
      </span>
    </span>
  );
}

