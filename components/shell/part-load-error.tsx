"use client";

import { RefreshCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useTransition } from "react";
import { toast } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** What a part says when its data cannot be read: a toast title and the same words in place. */
export interface LoadFailure {
  title: string;
  description: string;
}

/**
 * A screen part whose data could not be read: an error image, what failed, and a retry that
 * re-renders the screen on the server. The same words also come up as a toast (one per kind of failure).
 */
export function PartLoadError({
  failure,
  compact = false,
  className,
}: {
  failure: LoadFailure;
  compact?: boolean;
  className?: string;
}) {
  const router = useRouter();
  const [retrying, startRetry] = useTransition();
  const { title, description } = failure;

  useEffect(() => {
    toast.error(title, { id: title, description });
  }, [title, description]);

  return (
    <div
      role="alert"
      data-testid="part-load-error"
      className={cn(
        "flex items-center gap-3 text-left",
        !compact && "flex-col justify-center py-6 text-center",
        className,
      )}
    >
      <NoDataIllustration className={compact ? "size-10 shrink-0" : "size-16"} />
      <div className={cn("flex min-w-0 flex-col gap-1", !compact && "items-center")}>
        <p className="text-sm font-medium text-zinc-700 dark:text-zinc-300">{title}</p>
        {compact ? null : <p className="text-sm text-zinc-600 dark:text-zinc-400">{description}</p>}
        <Button
          variant="link"
          size="sm"
          className="w-fit text-[13px]"
          loading={retrying}
          onClick={() => startRetry(() => router.refresh())}
        >
          {retrying ? null : <RefreshCw aria-hidden="true" />}
          Tentar novamente
        </Button>
      </div>
    </div>
  );
}

/** A chart sheet with a broken line and a warning badge, drawn in the part's own colours. */
function NoDataIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" fill="none" aria-hidden="true" className={className}>
      <rect
        x="6"
        y="10"
        width="44"
        height="40"
        rx="6"
        className="fill-zinc-100 stroke-zinc-300 dark:fill-zinc-800 dark:stroke-zinc-700"
        strokeWidth="2"
      />
      <path
        d="M14 40l8-9 6 5 5-7"
        className="stroke-zinc-400 dark:stroke-zinc-500"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M38 25l4-4"
        className="stroke-zinc-400 dark:stroke-zinc-500"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeDasharray="1 5"
      />
      <circle cx="47" cy="45" r="11" className="fill-rose-500 dark:fill-rose-500" />
      <path d="M47 39.5v6.5" stroke="white" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="47" cy="50" r="1.5" fill="white" />
    </svg>
  );
}
