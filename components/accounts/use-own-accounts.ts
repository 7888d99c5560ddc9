"use client";

import { useEffect, useState } from "react";
import type { AccountOption } from "@/components/accounts/account-select";
import { apiFetch } from "@/lib/client/api-client";
import type { PaymentMethodJson } from "@/lib/schemas/payment-methods";

/** The person's accounts (payment methods of kind "account"), fetched while `open`; null until they arrive. */
export function useOwnAccounts(open: boolean): AccountOption[] | null {
  const [accounts, setAccounts] = useState<AccountOption[] | null>(null);
  useEffect(() => {
    if (!open) return;
    let live = true;
    apiFetch<PaymentMethodJson[]>("/payment-method/list-all")
      .then((all) => {
        if (live) setAccounts(all.filter((m) => m.kind === "account").map((m) => ({ id: m._id, name: m.name })));
      })
      .catch(() => live && setAccounts([]));
    return () => {
      live = false;
    };
  }, [open]);
  return accounts;
}
