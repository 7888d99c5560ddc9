import type { FakeCheckoutSession, FakeCustomer, FakeSubscription } from "./stripe-fake-state";

/** The fake's hosted pages (checkout and customer portal): plain HTML forms, pt-BR like Stripe's. */
const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat("pt-BR", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);

const day = (seconds: number) =>
  new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" }).format(new Date(seconds * 1000));

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f4f5;color:#18181b;margin:0;padding:32px 16px}
main{max-width:420px;margin:0 auto;background:#fff;border:1px solid #e4e4e7;border-radius:12px;padding:24px}
h1{font-size:20px;margin:0 0 4px}.muted{color:#52525b;font-size:14px}.price{font-size:28px;font-weight:700;margin:16px 0 4px}
button{width:100%;padding:12px;border:0;border-radius:8px;background:#635bff;color:#fff;font-size:16px;font-weight:600;cursor:pointer;margin-top:12px}
button.secondary{background:#fff;color:#18181b;border:1px solid #d4d4d8}button.danger{background:#e11d48}
a{color:#635bff}.badge{display:inline-block;padding:2px 8px;border-radius:999px;background:#f4f4f5;font-size:13px}
.test{background:#fef3c7;color:#92400e;font-size:12px;padding:6px 10px;border-radius:6px;margin-bottom:16px}
</style></head><body><main><div class="test">Ambiente de teste — nenhum cartão real é cobrado.</div>${body}</main></body></html>`;
}

export function checkoutPage(
  session: FakeCheckoutSession,
  customer: FakeCustomer | undefined,
  price: { amount: number; currency: string },
): string {
  if (session.status !== "open") {
    const success = session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id);
    return page("Pagamento concluído", `<h1>Pagamento já concluído</h1><p><a href="${escape(success)}">Voltar ao Bolso</a></p>`);
  }
  const trial = session.trial_period_days > 0;
  return page(
    "Assinar Bolso",
    `<p class="muted">Assinar Bolso — Plano Mensal</p>
<h1>${trial ? `${session.trial_period_days} dias grátis` : "Plano Mensal"}</h1>
<p class="price">${money(price.amount, price.currency)} <span class="muted">por mês</span></p>
${trial ? `<p class="muted">Depois do teste, ${money(price.amount, price.currency)} por mês. Cancele quando quiser.</p>` : ""}
<p class="muted">E-mail: ${escape(customer?.email ?? "—")}</p>
<form method="post" action="/checkout/${escape(session.id)}/pay"><button type="submit">Pagar</button></form>
<form method="post" action="/checkout/${escape(session.id)}/boleto"><button class="secondary" type="submit">Gerar boleto</button></form>
<p><a href="${escape(session.cancel_url)}">Voltar</a></p>`,
  );
}

const STATUS_LABEL: Record<string, string> = {
  trialing: "Em teste",
  active: "Ativa",
  past_due: "Pagamento pendente",
  incomplete: "Aguardando pagamento",
  incomplete_expired: "Expirada",
  unpaid: "Não paga",
  canceled: "Cancelada",
};

export function portalPage(
  portalId: string,
  subscription: FakeSubscription | null,
  returnUrl: string | null,
  periodEnd: number | null,
): string {
  const back = returnUrl ? `<p><a href="${escape(returnUrl)}">Voltar ao Bolso</a></p>` : "";
  if (!subscription) return page("Portal", `<h1>Sua assinatura</h1><p class="muted">Nenhuma assinatura.</p>${back}`);
  const action = (path: string, label: string, variant = "") =>
    `<form method="post" action="/portal/${escape(portalId)}/${path}"><button class="${variant}" type="submit">${label}</button></form>`;
  const scheduled = subscription.cancel_at_period_end || subscription.cancel_at !== null;
  const actions: string[] = [];
  if (["past_due", "unpaid", "incomplete"].includes(subscription.status)) {
    actions.push(action("pay", "Atualizar forma de pagamento"));
  }
  const ended = subscription.status === "canceled" || subscription.status === "incomplete_expired";
  if (!ended) {
    actions.push(
      scheduled
        ? action("renew", "Renovar assinatura")
        : action("cancel", "Cancelar assinatura", "secondary"),
      action("cancel-now", "Cancelar agora", "danger"),
    );
  }
  return page(
    "Portal do cliente",
    `<h1>Sua assinatura</h1>
<p>Plano Mensal <span class="badge" data-status="${escape(subscription.status)}">${STATUS_LABEL[subscription.status] ?? subscription.status}</span></p>
${periodEnd && !ended ? `<p class="muted">${scheduled ? "Termina" : "Renova"} em ${day(periodEnd)}</p>` : ""}
${actions.join("\n")}
${back}`,
  );
}
