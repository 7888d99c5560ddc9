"use client";

import { useEffect, useState } from "react";
import { apiFetch } from "@/lib/client/api-client";
import type { HouseholdJson } from "@/lib/schemas/households";
import type { PaymentMethodJson } from "@/lib/schemas/payment-methods";

/** What the dialog needs of the person's household: its members, and which accounts are shared. */
export interface HouseholdContext {
  members: { userId: string; name: string }[];
  /** Shared payment methods (the person's and other members'), by id: their owner. */
  shared: Map<string, { ownerId: string; ownerName: string | null }>;
}

/** GET /household: the person's household, or null outside one (404) or when it cannot be read. */
export async function readHousehold(): Promise<HouseholdJson | null> {
  try {
    return await apiFetch<HouseholdJson>("/household");
  } catch {
    return null;
  }
}

/**
 * The person's household for the transaction dialog, read when it opens: null while reading and
 * outside a household (GET /household answers 404), so the dialog then shows no household field.
 */
export function useHouseholdContext(): HouseholdContext | null {
  const [context, setContext] = useState<HouseholdContext | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      const household = await readHousehold();
      if (!household) return;
      try {
        const methods = await apiFetch<PaymentMethodJson[]>("/payment-method/list-all");
        if (!live) return;
        setContext({
          members: household.members.map(({ userId, name }) => ({ userId, name })),
          shared: new Map(
            methods
              .filter((method) => method.sharing !== "private")
              .map((method) => [method._id, { ownerId: method.ownerId, ownerName: method.ownerName ?? null }]),
          ),
        });
      } catch {
        // Unreadable: the dialog stays as it always was.
      }
    })();
    return () => {
      live = false;
    };
  }, []);
  return context;
}
