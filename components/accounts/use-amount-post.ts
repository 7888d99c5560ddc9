import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import { centsToReais, typedToCents } from "@/lib/format/money";
import type { Reais } from "@/lib/format/money";

/** What one money movement from an account (a transfer, a fatura payment) posts and says. */
interface AmountPost {
  /** The amount as typed ("1.234,56"); nothing is sent unless it is above zero. */
  amount: string;
  path: string;
  /** The JSON body, given the amount in reais (the API's unit). */
  body: (amount: Reais) => Record<string, unknown>;
  success: string;
  failure: string;
  /** Runs once the server took it, before the page renders again (close the dialog, clear fields). */
  onDone: () => void;
}

/** Posts a money movement from a dialog's form: `saving` while under way, toasts, then a refresh. */
export function useAmountPost() {
  const router = useRouter();
  const [saving, setSaving] = useState(false);

  const post = async ({ amount, path, body, success, failure, onDone }: AmountPost) => {
    const cents = typedToCents(amount);
    if (cents === null || cents < 1) {
      toast.error("Erro", { description: "Informe um valor maior que zero." });
      return;
    }
    setSaving(true);
    try {
      await apiFetch(path, { method: "POST", body: body(centsToReais(cents)) });
      toast.success(success);
      onDone();
      router.refresh();
    } catch (error) {
      toast.error("Erro", { description: errorMessage(error, failure) });
    } finally {
      setSaving(false);
    }
  };

  return { saving, post };
}
