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
import { Button } from "@/components/ui/button";

/** 'Cancelar assinatura' with a confirmation that says access lasts until `accessUntil`. */
export function CancelSubscriptionDialog({
  accessUntil,
  onConfirm,
}: {
  accessUntil: string | null;
  onConfirm: () => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
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
      <AlertDialogTrigger asChild>
        <Button variant="ghost" className="text-rose-700 hover:bg-rose-50 hover:text-rose-800 dark:text-rose-400 dark:hover:bg-rose-500/10 dark:hover:text-rose-300">
          Cancelar assinatura
        </Button>
      </AlertDialogTrigger>
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
