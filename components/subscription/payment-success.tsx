"use client";

import { CircleCheck } from "lucide-react";
import Link from "next/link";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { PaymentResult } from "@/components/subscription/payment-result";
import { apiFetch } from "@/lib/client/api-client";
import { mergeStoredUser } from "@/lib/client/local-user";
import type { StoredUser } from "@/lib/client/local-user";

const ATTEMPTS = 6;
const INTERVAL_MS = 1500;

/**
 * 'Pagamento Aprovado!': refetches the user (GET /user/me) into local storage. Stripe's webhook
 * may land a moment after the redirect, so it asks again a few times until the status is active.
 */
export function PaymentSuccess() {
  const [confirmed, setConfirmed] = useState<boolean | null>(null);

  useEffect(() => {
    let cancelled = false;
    const refetch = async (attempt: number) => {
      try {
        const user = await apiFetch<StoredUser>("/user/me");
        if (cancelled) return;
        mergeStoredUser(user);
        if (user.subscriptionStatus === "active" || user.vipAccess) return setConfirmed(true);
      } catch {
        // keep trying below; the page still lets the user go on
      }
      if (cancelled) return;
      if (attempt + 1 >= ATTEMPTS) return setConfirmed(false);
      setTimeout(() => void refetch(attempt + 1), INTERVAL_MS);
    };
    void refetch(0);
    return () => {
      cancelled = true;
    };
  }, []);

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
