"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/components/toast/toast";
import { apiFetch, errorMessage } from "@/lib/client/api-client";

export interface DeleteToasts {
  success: { title: string; description?: string };
  failure: { title: string; fallback: string };
}

/**
 * DELETE `path`, toast the outcome (the server's message first on failure), then render the page
 * again whatever happened, so the list shows what the database holds.
 */
export function useApiDelete() {
  const router = useRouter();
  return async (path: string, toasts: DeleteToasts) => {
    try {
      await apiFetch<null>(path, { method: "DELETE" });
      toast.success(toasts.success.title, { description: toasts.success.description });
    } catch (error) {
      toast.error(toasts.failure.title, {
        description: errorMessage(error, toasts.failure.fallback),
      });
    }
    router.refresh();
  };
}
