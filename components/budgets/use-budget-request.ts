"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "@/components/toast/toast";
import { apiFetch, errorMessage } from "@/lib/client/api-client";

/**
 * Sends one budget change, then re-renders the screen (and the bell) on the server; a failure
 * keeps things as they are and says why. Resolves true when the change was saved.
 */
export function useBudgetRequest() {
  const router = useRouter();
  const [requesting, setRequesting] = useState(false);
  const [refreshing, startRefresh] = useTransition();

  async function send(
    path: string,
    init: Parameters<typeof apiFetch>[1],
    messages: { success: string; failure: string },
  ): Promise<boolean> {
    setRequesting(true);
    try {
      await apiFetch(path, init);
      startRefresh(() => router.refresh());
      toast.success(messages.success);
      return true;
    } catch (error) {
      toast.error(messages.failure, { description: errorMessage(error, "Tente novamente.") });
      return false;
    } finally {
      setRequesting(false);
    }
  }

  return { send, busy: requesting || refreshing };
}
