"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { mergeStoredUser } from "@/lib/client/local-user";
import type { SubscriptionStatusJson } from "@/lib/schemas/billing";
import { SubscriptionStatusView } from "@/components/subscription/subscription-status-view";

/**
 * The running subscription as the server read it. After a cancel or resume the panel shows the API's
 * answer at once, and router.refresh() brings the screen (history, shell) up to date.
 */
export function SubscriptionStatusPanel({ status }: { status: SubscriptionStatusJson }) {
  const router = useRouter();
  // An answer applied on top of one server status; a new status from the server replaces it.
  const [applied, setApplied] = useState<{ over: SubscriptionStatusJson; status: SubscriptionStatusJson } | null>(null);
  const shown = applied?.over === status ? applied.status : status;

  useEffect(() => {
    mergeStoredUser({ subscriptionStatus: shown.status });
  }, [shown.status]);

  return (
    <SubscriptionStatusView
      status={shown}
      onUpdated={(next) => {
        setApplied({ over: status, status: next });
        router.refresh();
      }}
    />
  );
}
