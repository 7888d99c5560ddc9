import type { FormEventHandler, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";

/**
 * The form of a dialog: its fields, then "Cancelar" (closes the dialog; disabled while `busy`) and
 * the submit button, which reads "Salvando..." while `busy`. `actions` replaces that submit button
 * when the dialog needs other ones; `submitDisabled` holds it back (a field already known wrong).
 */
export function DialogForm({
  onSubmit,
  busy,
  submitLabel,
  submitDisabled,
  submitSize,
  actions,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  submitLabel?: ReactNode;
  submitDisabled?: boolean;
  /** The "+" sheet's larger submit button, for a thumb. */
  submitSize?: "lg";
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {children}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={busy}>
            Cancelar
          </Button>
        </DialogClose>
        {actions ?? (
          <Button type="submit" size={submitSize} loading={busy} disabled={submitDisabled}>
            {busy ? "Salvando..." : submitLabel}
          </Button>
        )}
      </DialogFooter>
    </form>
  );
}
