"use client";

import { HandCoins } from "lucide-react";
import { Button } from "@/components/ui/button";
import { OnDemandDialog } from "@/components/ui/on-demand-dialog";
import type { Day } from "@/lib/domain/calendar";
import type { SettlementToRecord } from "@/components/household/register-settlement-dialog";

// The dialog (Radix, the date field) comes with the first tap.
const loadRegister = () =>
  import("@/components/household/register-settlement-dialog").then((module) => ({ default: module.RegisterSettlementDialog }));

/** "Registrar acerto" on a transfer of the Acerto de contas. */
export function RegisterSettlementButton({ settlement, today }: { settlement: SettlementToRecord; today: Day }) {
  return (
    <OnDemandDialog
      load={loadRegister}
      props={{ settlement, today }}
      trigger={
        <Button size="sm" variant="outline" className="w-full sm:w-auto" aria-label={`Registrar acerto de ${settlement.fromName} para ${settlement.toName}`}>
          <HandCoins aria-hidden="true" />
          Registrar acerto
        </Button>
      }
    />
  );
}
