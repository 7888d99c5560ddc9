import { cn } from "@/lib/utils";

export const controlClasses =
  "w-full min-w-0 rounded-lg border border-zinc-200 bg-white px-3 text-sm text-zinc-900 shadow-xs transition-colors outline-none placeholder:text-zinc-500 focus-visible:border-emerald-600 focus-visible:ring-3 focus-visible:ring-emerald-600/20 disabled:cursor-not-allowed disabled:opacity-50 read-only:bg-zinc-50 aria-invalid:border-rose-500 aria-invalid:focus-visible:ring-rose-500/20 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-400 dark:read-only:bg-zinc-900/60 dark:focus-visible:border-emerald-500 dark:focus-visible:ring-emerald-500/25";

export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        controlClasses,
        "h-9 py-1 file:border-0 file:bg-transparent file:text-sm file:font-medium",
        className,
      )}
      {...props}
    />
  );
}
