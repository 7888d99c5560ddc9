"use client";

import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";
import { redirectTo } from "@/components/subscription/redirect-to";
import { ApiError, apiFetch } from "@/lib/client/api-client";
import { billingMessages } from "@/lib/format/billing-texts";
import type { UrlJson } from "@/lib/schemas/billing";

/** 'Assinar Agora': opens a Stripe Checkout session and leaves for it. */
export function SubscribeButton() {
  const [starting, setStarting] = useState(false);

  const subscribe = async () => {
    setStarting(true);
    try {
      const { url } = await apiFetch<UrlJson>("/stripe/create-checkout-session", { method: "POST", body: {} });
      if (!url) throw new Error("checkout sem url");
      redirectTo(url);
    } catch (error) {
      setStarting(false);
      // Our own refusals (e.g. already subscribed) say why; anything else gets the spec's text.
      const reason = error instanceof ApiError && error.status < 500 ? error.serverMessage : null;
      toast.error(billingMessages.checkoutFailed, reason ? { description: reason } : undefined);
    }
  };

  return (
    <Button size="lg" className="w-full" loading={starting} onClick={() => void subscribe()}>
      {starting ? "Redirecionando..." : "Assinar Agora"}
    </Button>
  );
}
