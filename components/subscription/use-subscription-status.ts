"use client";

import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { ApiError, apiFetch } from "@/lib/client/api-client";
import { SUBSCRIPTION_REQUIRED_CODE } from "@/lib/errors";
import { mergeStoredUser } from "@/lib/client/local-user";
import { billingMessages } from "@/lib/schemas/billing";
import type { SubscriptionStatusJson } from "@/lib/schemas/billing";

export type SubscriptionState =
  | { kind: "loading" }
  | { kind: "failed" }
  | { kind: "loaded"; status: SubscriptionStatusJson };

const NEVER_SUBSCRIBED: SubscriptionStatusJson = { status: "inactive", nextInvoice: null, cancelAtPeriodEnd: false };

/**
 * GET /stripe/subscription-status. The no-subscription 400 means "inactive", with no
 * error; any other failure is the inline message plus a toast. The fresh status is stored locally.
 */
export function useSubscriptionStatus() {
  const [state, setState] = useState<SubscriptionState>({ kind: "loading" });

  /** A status from the server: shown, and kept in the stored user. */
  const apply = useCallback((status: SubscriptionStatusJson) => {
    setState({ kind: "loaded", status });
    mergeStoredUser({ subscriptionStatus: status.status });
  }, []);

  const reload = useCallback(
    () =>
      apiFetch<SubscriptionStatusJson>("/stripe/subscription-status").then(apply, (error: unknown) => {
        if (error instanceof ApiError && error.status === 400 && error.code === SUBSCRIPTION_REQUIRED_CODE) {
          setState({ kind: "loaded", status: NEVER_SUBSCRIBED });
          return;
        }
        setState({ kind: "failed" });
        toast.error(billingMessages.loadFailed);
      }),
    [apply],
  );

  useEffect(() => {
    void reload();
  }, [reload]);

  return { state, reload, apply };
}
