"use client";

import { RefreshCw, TriangleAlert } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useTransition } from "react";
import { toast } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";

/** What failed and a retry, in place of a list that could not be loaded. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => Promise<void> }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-rose-200 bg-rose-50/60 px-6 py-10 text-center dark:border-rose-500/20 dark:bg-rose-500/5"
    >
      <TriangleAlert className="size-6 text-rose-700 dark:text-rose-400" aria-hidden="true" />
      <p className="text-sm font-medium text-zinc-900 dark:text-zinc-100">{message}</p>
      <Button variant="outline" onClick={() => void onRetry()}>
        <RefreshCw aria-hidden="true" />
        Tentar novamente
      </Button>
    </div>
  );
}

/**
 * A list the server could not read: the screen's message in place with a retry that renders the
 * page again, plus the screen's error toast once.
 */
export function ListLoadError({ message, toastTitle }: { message: string; toastTitle: string }) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  useEffect(() => {
    toast.error(toastTitle, { description: message });
  }, [toastTitle, message]);
  return (
    <LoadError message={message} onRetry={async () => startTransition(() => router.refresh())} />
  );
}
