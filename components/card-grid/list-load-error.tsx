"use client";

import { useRouter } from "next/navigation";
import { useEffect, useTransition } from "react";
import { toast } from "sonner";
import { LoadError } from "@/components/card-grid/load-error";

/**
 * A list the server could not read: the screen's message in place with a retry that renders the
 * page again, plus the screen's error toast once.
 */
export function ListLoadError({
  message,
  toastTitle,
}: {
  message: string;
  toastTitle: string;
}) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  useEffect(() => {
    toast.error(toastTitle, { description: message });
  }, [toastTitle, message]);
  return (
    <LoadError
      message={message}
      onRetry={async () => startTransition(() => router.refresh())}
    />
  );
}
