import Link from "next/link";
import { REPORT_PRESETS } from "@/lib/domain/report-presets";
import type { ReportPreset } from "@/lib/domain/report-presets";
import { cn } from "@/lib/utils";

/** The period picker: plain links, so the period (and the tag shown, if any) lives in the URL and needs no script. */
export function ReportPresetsNav({ current, tag = "" }: { current: ReportPreset; tag?: string }) {
  return (
    <nav aria-label="Período" className="flex rounded-lg border border-zinc-200 bg-white p-1 shadow-xs dark:border-zinc-800 dark:bg-zinc-900">
      {REPORT_PRESETS.map((preset) => (
        <Link
          key={preset.key}
          href={`/reports?${new URLSearchParams(tag ? { periodo: preset.key, tag } : { periodo: preset.key }).toString()}`}
          prefetch={false}
          aria-current={preset.key === current ? "page" : undefined}
          className={cn(
            "rounded-md px-2.5 py-1.5 text-sm font-medium whitespace-nowrap outline-none focus-visible:ring-2 focus-visible:ring-emerald-600",
            preset.key === current
              ? "bg-brand text-brand-foreground"
              : "text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800",
          )}
        >
          {preset.label}
        </Link>
      ))}
    </nav>
  );
}
