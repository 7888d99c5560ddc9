"use client";

import { useRouter } from "next/navigation";
import { useEffect, useTransition } from "react";
import { toast } from "@/components/toast/toast";
import { LoadError } from "@/components/shell/list-load-error";

/** The month could not be read: the spec's toast once, the message in place, and a retry. */
export function MonthLoadError() {
  const router = useRouter();
  const [, startRetry] = useTransition();
  useEffect(() => {
    toast.error("Erro ao buscar transações", {
      description: "Não foi possível carregar as transações deste mês.",
    });
  }, []);
  return (
    <LoadError
      message="Não foi possível carregar as transações deste mês."
      onRetry={async () => startRetry(() => router.refresh())}
    />
  );
}
