import { cn } from "@/lib/utils";

/** The Bolso mark: a rounded pocket with a coin slot, in the brand colour. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-7 shrink-0", className)}>
      <rect width="32" height="32" rx="9" className="fill-emerald-600 dark:fill-emerald-500" />
      <path
        d="M9 11.5h14v6.5a7 7 0 0 1-14 0z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinejoin="round"
        className="text-white dark:text-zinc-950"
      />
      <path d="M13 15.5h6" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" className="text-white dark:text-zinc-950" />
    </svg>
  );
}

/** Mark + wordmark. `showName={false}` keeps only the mark (collapsed sidebar). */
export function Logo({ className, showName = true }: { className?: string; showName?: boolean }) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-semibold tracking-tight text-zinc-900 dark:text-zinc-50", className)}>
      <LogoMark />
      {showName ? <span className="text-lg">Bolso</span> : <span className="sr-only">Bolso</span>}
    </span>
  );
}
