import type { ReactElement, ReactNode } from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";

/**
 * A dialog that holds one form (`DialogForm`, or a form component ending in one): its title and
 * description on top. Focus trap, Esc and focus back to the opener come from DialogContent;
 * `trigger`, when given, is the button that opens it. While `busy` (a write under way) it stays
 * open; `onClosed` runs when it closes (put the fields back).
 */
export function FormDialog({
  open,
  onOpenChange,
  busy = false,
  onClosed,
  trigger,
  title,
  description,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy?: boolean;
  onClosed?: () => void;
  trigger?: ReactElement;
  title: ReactNode;
  description: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        onOpenChange(next);
        if (!next) onClosed?.();
      }}
    >
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
