"use client";

import { Button } from "@/components/ui/button";
import { OnDemandDialog } from "@/components/ui/on-demand-dialog";
import type { CancelSubscriptionProps } from "@/components/subscription/cancel-subscription-dialog";

// The confirmation (a Radix alert dialog) comes with the first click on 'Cancelar assinatura'.
const loadDialog = () =>
  import("@/components/subscription/cancel-subscription-dialog").then((module) => ({
    default: module.CancelSubscriptionDialog,
  }));

export function CancelSubscriptionButton(props: CancelSubscriptionProps) {
  const trigger = (
    <Button
      variant="ghost"
      className="text-rose-700 hover:bg-rose-50 hover:text-rose-800 dark:text-rose-400 dark:hover:bg-rose-500/10 dark:hover:text-rose-300"
    >
      Cancelar assinatura
    </Button>
  );
  return <OnDemandDialog load={loadDialog} trigger={trigger} props={props} />;
}
