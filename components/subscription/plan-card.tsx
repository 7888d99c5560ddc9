import { Check } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { SubscribeButton } from "@/components/subscription/subscribe-button";
import { formatBRL, centsToNumber } from "@/lib/money";
import { PLAN } from "@/lib/schemas/billing";

/** The Plano Mensal card with its features and 'Assinar Agora' (→ Stripe Checkout). */
export function PlanCard({ trialAvailable }: { trialAvailable: boolean }) {
  return (
    <Card className="w-full max-w-md border-2 border-emerald-600 dark:border-emerald-500" aria-labelledby="plano-mensal">
      <CardHeader>
        <div className="flex items-center justify-between gap-3">
          <CardTitle id="plano-mensal" className="text-lg">
            {PLAN.name}
          </CardTitle>
          {trialAvailable ? <Badge variant="success">{PLAN.trialDays} dias grátis</Badge> : null}
        </div>
        <p className="mt-2 flex items-baseline gap-1">
          <span className="text-4xl font-semibold tracking-tight tabular-nums">{formatBRL(centsToNumber(PLAN.priceCents))}</span>
          <span className="text-zinc-600 dark:text-zinc-400">/mês</span>
        </p>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {trialAvailable
            ? `Teste grátis por ${PLAN.trialDays} dias, depois cobrança mensal. Cancele quando quiser.`
            : "Cobrança mensal. Cancele quando quiser."}
        </p>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3 text-sm">
          {PLAN.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2.5">
              <Check className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
              <span className="text-zinc-700 dark:text-zinc-300">{feature}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="pt-2">
        <SubscribeButton />
      </CardFooter>
    </Card>
  );
}
