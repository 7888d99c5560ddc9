import type { Metadata } from "next";
import { CircleX } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { PaymentResult } from "@/components/subscription/payment-result";
import { requirePageUser } from "@/server/auth/require-page-user";

export const metadata: Metadata = { title: "Pagamento Cancelado" };

export default async function SubscriptionCancelPage() {
  await requirePageUser({ subscription: false });
  return (
    <PaymentResult
      icon={CircleX}
      tone="neutral"
      title="Pagamento Cancelado"
      action={
        <Button asChild size="lg" className="w-full">
          <Link href="/subscription">Tentar Novamente</Link>
        </Button>
      }
    >
      <p>Nenhuma cobrança foi feita. Quando quiser, é só tentar de novo.</p>
    </PaymentResult>
  );
}
