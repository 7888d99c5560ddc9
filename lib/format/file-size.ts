import { BYTES_PER_MB } from "@/lib/domain/attachment-limits";
import { once } from "@/lib/once";

const megabytes = once(() => new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 }));

/** Bytes as people read them here: "498,2 MB", "500 MB", "0,3 MB"; below 0,1 MB in KB. */
export function formatFileSize(bytes: number): string {
  if (bytes < BYTES_PER_MB / 10) return `${megabytes().format(Math.max(1, Math.ceil(bytes / 1024)))} KB`;
  return `${megabytes().format(bytes / BYTES_PER_MB)} MB`;
}
