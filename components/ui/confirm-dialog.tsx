"use client";

import { useState } from "react";
import type { ReactElement, ReactNode } from "react";
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

/**
 * A question answered before something happens: title, description, a cancel button and the
 * confirming one (destructive unless `variant="default"`). Focus trap, Esc and focus back to the
 * opener come from AlertDialogContent; `trigger`, when given, is the button that opens it.
 * When `onConfirm` returns a promise the dialog stays open until it settles (nothing closes it,
 * the confirm button spins and reads `busyLabel`), then closes if it resolved, or stays open to
 * try again if it rejected: the caller has already said what went wrong. Otherwise it closes at once.
 */
export function ConfirmDialog({
  open: controlledOpen,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  description,
  className,
  cancelLabel = "Cancelar",
  confirmLabel,
  busyLabel,
  onConfirm,
  variant,
  confirmClassName,
  extraAction,
}: {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactElement;
  title: ReactNode;
  description: ReactNode;
  className?: string;
  cancelLabel?: ReactNode;
  confirmLabel: ReactNode;
  busyLabel?: ReactNode;
  onConfirm: () => void | Promise<unknown>;
  variant?: "default" | "destructive";
  confirmClassName?: string;
  /** Another way to confirm (an AlertDialogAction), shown before the confirming button. */
  extraAction?: ReactNode;
}) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const [busy, setBusy] = useState(false);
  const open = controlledOpen ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const confirm = (event: React.MouseEvent) => {
    const work = onConfirm();
    if (!work) return;
    event.preventDefault(); // keep the dialog open while the work runs
    setBusy(true);
    work
      .then(
        () => setOpen(false),
        () => undefined,
      )
      .finally(() => setBusy(false));
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent className={className}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{cancelLabel}</AlertDialogCancel>
          {extraAction}
          <AlertDialogAction
            variant={variant}
            className={confirmClassName}
            loading={busy}
            onClick={confirm}
          >
            {busy && busyLabel ? busyLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
