import { Info, TriangleAlert } from "lucide-react";
import { cn } from "@/lib/utils";

/** A one-line notice above the plan card: yellow (warning) or neutral (info). */
export function SubscriptionNotice({ tone, children }: { tone: "warning" | "info"; children: React.ReactNode }) {
  const Icon = tone === "warning" ? TriangleAlert : Info;
  return (
    <div
      role="status"
      className={cn(
        "flex w-full max-w-md gap-3 rounded-lg border p-4 text-sm",
        tone === "warning"
          ? "border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200"
          : "border-zinc-200 bg-zinc-50 text-zinc-700 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-300",
      )}
    >
      <Icon
        className={cn("mt-0.5 size-5 shrink-0", tone === "warning" ? "text-amber-700 dark:text-amber-400" : "text-zinc-600 dark:text-zinc-400")}
        aria-hidden="true"
      />
      <p>{children}</p>
    </div>
  );
}
