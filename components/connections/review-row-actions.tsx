"use client";

import { ArrowRightLeft, Check, Tags } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";
import { OnDemandDialog } from "@/components/ui/on-demand-dialog";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import type { ReviewOption } from "@/components/connections/review-option";


const loadDialog = () =>
  import("@/components/connections/review-dialog").then((module) => ({ default: module.ReviewDialog }));

/** Aceitar, Categorizar and Transferência for one row waiting for review. */
export function ReviewRowActions({
  transactionId,
  description,
  categories,
  accounts,
}: {
  transactionId: string;
  description: string;
  categories: ReviewOption[];
  /** The person's other accounts; none when the row is not in an account. */
  accounts: ReviewOption[];
}) {
  const router = useRouter();
  const [accepting, setAccepting] = useState(false);

  const accept = async () => {
    setAccepting(true);
    try {
      await apiFetch(`/open-finance/review/${transactionId}`, { method: "POST", body: { action: "accept" } });
      toast.success("Transação aceita.");
      router.refresh();
    } catch (error) {
      toast.error(errorMessage(error, "Não foi possível aceitar. Tente novamente."));
    } finally {
      setAccepting(false);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" loading={accepting} onClick={() => void accept()} aria-label={`Aceitar ${description}`}>
        <Check aria-hidden="true" />
        Aceitar
      </Button>
      <OnDemandDialog
        load={loadDialog}
        trigger={
          <Button size="sm" variant="outline" aria-label={`Categorizar ${description}`}>
            <Tags aria-hidden="true" />
            Categorizar
          </Button>
        }
        props={{ mode: "categorize" as const, transactionId, description, options: categories }}
      />
      {accounts.length > 0 ? (
        <OnDemandDialog
          load={loadDialog}
          trigger={
            <Button size="sm" variant="ghost" aria-label={`Marcar ${description} como transferência`}>
              <ArrowRightLeft aria-hidden="true" />
              Transferência
            </Button>
          }
          props={{ mode: "transfer" as const, transactionId, description, options: accounts }}
        />
      ) : null}
    </div>
  );
}
