"use client";

import { Wrench } from "lucide-react";
import { Button } from "@/components/ui/button";
import { OnDemandDialog } from "@/components/ui/on-demand-dialog";
import { pendingFixOf } from "@/components/tax/pending-fixes";

// The dialog (Radix, the form) comes with the first tap on "Corrigir".
const loadPendingFix = () =>
  import("@/components/tax/pending-fix-dialog").then((module) => ({ default: module.PendingFixDialog }));

/** A pendência's one-tap fix: the dialog that asks for what is missing (nothing when the kind has no fix here). */
export function PendingFixButton({ kind, targetId, message }: { kind: string; targetId: string | null; message: string }) {
  const fix = pendingFixOf(kind);
  if (!fix) return null;
  const trigger = (
    <Button variant="outline" size="sm" className="shrink-0 self-start sm:self-auto" aria-label={`${fix.action}: ${message}`}>
      <Wrench aria-hidden="true" />
      {fix.action}
    </Button>
  );
  return <OnDemandDialog load={loadPendingFix} trigger={trigger} props={{ kind, targetId, message }} />;
}
