import { cn } from "@/lib/utils";

/**
 * A short label beside its control, shown on hover and on keyboard focus. CSS only: the shell
 * carries no tooltip script. The control keeps its own accessible name, so the hint is hidden
 * from assistive technology.
 */
export function Hint({
  label,
  side = "right",
  className,
  children,
}: {
  label: React.ReactNode;
  side?: "right" | "bottom";
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <span className={cn("group/hint relative", className)}>
      {children}
      <span
        aria-hidden="true"
        className={cn(
          "pointer-events-none absolute z-50 rounded-md bg-zinc-900 px-2 py-1 text-xs font-medium whitespace-nowrap text-white opacity-0 shadow-md transition-opacity group-hover/hint:opacity-100 group-hover/hint:delay-200 group-has-[:focus-visible]/hint:opacity-100 dark:bg-zinc-100 dark:text-zinc-900",
          side === "right"
            ? "top-1/2 left-full ml-2 -translate-y-1/2"
            : "top-full left-1/2 mt-2 -translate-x-1/2",
        )}
      >
        {label}
      </span>
    </span>
  );
}
