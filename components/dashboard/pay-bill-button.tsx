import { Check } from "lucide-react";
import { Button } from "@/components/ui/button";

/** 'Marcar como pago': the same button before and after the payment dialog's code has loaded. */
export function PayBillButton({ busy, ...props }: React.ComponentProps<typeof Button> & { busy: boolean }) {
  return (
    <Button variant="outline" size="sm" loading={busy} {...props}>
      {busy ? null : <Check aria-hidden="true" />}
      Marcar como pago
    </Button>
  );
}
