"use client";

import { Button } from "@/components/ui/button";
import { OnDemandDialog } from "@/components/ui/on-demand-dialog";
import type { PayStatementProps } from "@/components/cards/pay-statement-dialog";

// The dialog (Radix, the date picker) comes with the first click on 'Pagar fatura'.
const loadDialog = () =>
  import("@/components/cards/pay-statement-dialog").then((module) => ({ default: module.PayStatementDialog }));

export function PayStatementButton(props: PayStatementProps) {
  const trigger = <Button disabled={props.remainingCents <= 0 || props.accounts.length === 0}>Pagar fatura</Button>;
  return <OnDemandDialog load={loadDialog} trigger={trigger} props={props} />;
}
