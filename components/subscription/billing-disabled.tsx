import { Info } from "lucide-react";
import { Panel, PanelContent, PanelHeader, PanelTitle } from "@/components/ui/panel";

/** Self-hosted mode: no Stripe configured, so nothing to pay and every confirmed account has access. */
export function BillingDisabled() {
  return (
    <Panel className="w-full max-w-2xl" role="status">
      <PanelHeader>
        <PanelTitle className="flex items-center gap-2 text-lg">
          <Info className="size-5 text-sky-700 dark:text-sky-400" aria-hidden="true" />
          Cobrança não configurada
        </PanelTitle>
      </PanelHeader>
      <PanelContent className="flex flex-col gap-2 text-sm text-zinc-600 dark:text-zinc-400">
        <p>
          Este servidor do Bolso não tem a cobrança configurada, então não há assinatura para contratar ou
          gerenciar: todos os recursos estão liberados para contas confirmadas.
        </p>
        <p>
          Para cobrar a assinatura, quem administra o servidor deve definir STRIPE_SECRET_KEY,
          STRIPE_WEBHOOK_SECRET e STRIPE_PRICE_ID.
        </p>
      </PanelContent>
    </Panel>
  );
}
