"use client";

import { CircleCheck } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { PaymentResult } from "@/components/subscription/payment-result";
import { refreshStoredUser } from "@/components/auth/refresh-stored-user";

const ATTEMPTS = 6;
const INTERVAL_MS = 1500;

/**
 * 'Pagamento Aprovado!'. `confirmed` is what the server read for this request; when Stripe's webhook
 * lands a moment after the redirect, the user is refetched a few times until the status is active,
 * and the shell is then rendered again with it.
 */
export function PaymentSuccess({ confirmed: confirmedOnServer }: { confirmed: boolean }) {
  const router = useRouter();
  const [confirmed, setConfirmed] = useState<boolean | null>(confirmedOnServer || null);

  useEffect(() => {
    if (confirmedOnServer) return;
    let cancelled = false;
    const refetch = async (attempt: number) => {
      try {
        const user = await refreshStoredUser();
        if (cancelled) return;
        if (user?.subscriptionStatus === "active" || user?.vipAccess) {
          setConfirmed(true);
          router.refresh();
          return;
        }
      } catch {
        // keep trying below; the page still lets the user go on
      }
      if (cancelled) return;
      if (attempt + 1 >= ATTEMPTS) return setConfirmed(false);
      setTimeout(() => void refetch(attempt + 1), INTERVAL_MS);
    };
    const first = setTimeout(() => void refetch(0), INTERVAL_MS);
    return () => {
      cancelled = true;
      clearTimeout(first);
    };
  }, [confirmedOnServer, router]);

  return (
    <PaymentResult
      icon={CircleCheck}
      tone="success"
      title="Pagamento Aprovado!"
      action={
        <Button asChild size="lg" className="w-full">
          <Link href="/dashboard">Ir para o Dashboard</Link>
        </Button>
      }
    >
      <p aria-live="polite">
        {confirmed === false
          ? "Recebemos seu pagamento. A confirmação pode levar alguns instantes; se o Dashboard ainda não abrir, tente de novo em seguida."
          : confirmed
            ? "Sua assinatura está ativa. Bom proveito do Bolso!"
            : "Confirmando sua assinatura..."}
      </p>
    </PaymentResult>
  );
}
