"use client";

import { useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import type { OnDemandDialogProps } from "@/components/ui/on-demand-dialog";

/** 'Cancelar assinatura' with a confirmation that says access lasts until `accessUntil`. */
export interface CancelSubscriptionProps {
  accessUntil: string | null;
  onConfirm: () => Promise<void>;
}

export function CancelSubscriptionDialog({
  accessUntil,
  onConfirm,
  trigger,
  defaultOpen = false,
}: OnDemandDialogProps<CancelSubscriptionProps>) {
  const [open, setOpen] = useState(defaultOpen);
  const [working, setWorking] = useState(false);

  const confirm = async (event: React.MouseEvent) => {
    event.preventDefault(); // keep the dialog open while the request runs
    setWorking(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // the caller already said what went wrong; the dialog stays open to try again
    } finally {
      setWorking(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !working && setOpen(next)}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancelar assinatura?</AlertDialogTitle>
          <AlertDialogDescription>
            {accessUntil
              ? `Você continua com acesso a todos os recursos até ${accessUntil}. Depois disso a assinatura é encerrada e nenhuma nova cobrança é feita.`
              : "Você continua com acesso até o fim do período já pago. Depois disso a assinatura é encerrada e nenhuma nova cobrança é feita."}{" "}
            Você pode reativá-la até lá.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={working}>Manter assinatura</AlertDialogCancel>
          <AlertDialogAction disabled={working} onClick={(event) => void confirm(event)}>
            {working ? "Cancelando..." : "Cancelar assinatura"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
