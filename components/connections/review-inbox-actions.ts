"use client";

import { apiFetch } from "@/lib/client/api-client";
import type { ReviewGroupInput, ReviewGroupResult } from "@/lib/schemas/open-finance-review-groups";

/** A decision about rows of the inbox, as the API takes it. */
export type InboxDecision =
  | { kind: "group"; body: ReviewGroupInput }
  | { kind: "row"; transactionId: string; body: { action: "accept" } | { action: "ignore" } | { action: "duplicate"; transactionId: string } };

/** Sends one decision: a group through /open-finance/review/groups, one row through /open-finance/review/{id}. */
export async function sendDecision(decision: InboxDecision): Promise<number> {
  if (decision.kind === "group") {
    const result = await apiFetch<ReviewGroupResult>("/open-finance/review/groups", { method: "POST", body: decision.body });
    return result.count;
  }
  await apiFetch(`/open-finance/review/${decision.transactionId}`, { method: "POST", body: decision.body });
  return 1;
}
