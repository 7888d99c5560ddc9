/**
 * An offline stand-in for the part of Stripe's API that Bolso's gateway uses, for tests and for
 * `npm run dev:billing`. Point the SDK at it with STRIPE_API_BASE=<url>.
 *
 * - REST (form-encoded like the real API, `expand[]`, list objects, `{error:{type,message}}`):
 *   customers (create, retrieve), checkout.sessions (create, retrieve), billing_portal.sessions
 *   (create), subscriptions (retrieve, update, cancel), invoices (list, retrieve, create_preview).
 * - Hosted pages: GET /checkout/:id ('Pagar' creates the subscription, sends the signed webhooks
 *   and redirects to success_url; 'Gerar boleto' leaves a subscription without trial
 *   `incomplete` until the boleto clears) and GET /portal/:id (cancel, renew, pay an open invoice).
 * - Controls, for tests and demos (subscription by `?subscription=sub_…`, `?email=…`, or the latest):
 *   POST /__control/fail-payment, /__control/end-period, /__control/trial-will-end,
 *   /__control/clear-boleto, /__control/expire-incomplete; POST /__control/portal-configuration
 *   with `saved=false` makes portal sessions fail like an account that never saved its portal
 *   settings (`saved=true` undoes it); GET /__control/state.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { parseFormBody } from "./form-body";
import type { FormObject } from "./form-body";
import { FakeApiError, createApi, expand } from "./stripe-fake-api";
import { checkoutPage, portalPage } from "./stripe-fake-pages";
import { FakeStripeState, fakeId, nowSeconds } from "./stripe-fake-state";

export interface StartFakeStripeOptions {
  /** Where signed webhooks are POSTed (the app's /api/v1/stripe/webhook). */
  webhookUrl?: string;
  webhookSecret: string;
  port?: number;
  host?: string;
  priceId?: string;
  /** In centavos. */
  priceAmount?: number;
  currency?: string;
  /** Hands each signed event to this function instead of POSTing it; returns the HTTP status. */
  deliver?: (payload: string, signature: string) => Promise<number>;
}

export interface FakeEvent {
  id: string;
  object: "event";
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: Record<string, unknown> };
}

export interface FakeStripe {
  url: string;
  state: FakeStripeState;
  /** Every event the fake produced, oldest first (delivered or not). */
  events: FakeEvent[];
  deliveries: Array<{ eventId: string; type: string; status: number }>;
  /** STRIPE_* variables that point the app at this fake. */
  env: Record<string, string>;
  /** Signs a payload the way Stripe does (Stripe-Signature header value), now or at `timestamp` (s). */
  sign(payload: string, timestamp?: number): string;
  /** Resolves once every queued webhook has been delivered. */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

export async function startFakeStripe(options: StartFakeStripeOptions): Promise<FakeStripe> {
  let baseUrl = "";
  const events: FakeEvent[] = [];
  const deliveries: FakeStripe["deliveries"] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let queue: Promise<void> = Promise.resolve();
  const sign = (payload: string, timestamp?: number) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret, timestamp });

  async function deliverOne(event: FakeEvent) {
    const payload = JSON.stringify(event, null, 2);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      let status = 0;
      try {
        if (options.deliver) status = await options.deliver(payload, sign(payload));
        else if (options.webhookUrl) {
          const res = await fetch(options.webhookUrl, {
            method: "POST",
            headers: { "content-type": "application/json", "stripe-signature": sign(payload) },
            body: payload,
          });
          status = res.status;
        } else return;
      } catch (error) {
        console.warn(`[fake-stripe] webhook ${event.type} falhou:`, error instanceof Error ? error.message : error);
      }
      deliveries.push({ eventId: event.id, type: event.type, status });
      if (status >= 200 && status < 300) return;
      if (status >= 400 && status < 500) return; // the app refused it for good; Stripe would keep trying, tests want to see it
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }

  const state = new FakeStripeState({
    baseUrl: () => baseUrl,
    priceId: options.priceId ?? "price_fake_monthly",
    priceAmount: options.priceAmount ?? 5000,
    currency: options.currency ?? "brl",
    emit(type, object) {
      const event: FakeEvent = {
        id: fakeId("evt"),
        object: "event",
        type,
        created: nowSeconds(),
        api_version: Stripe.API_VERSION,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: structuredClone(object) },
      };
      events.push(event);
      queue = queue.then(() => deliverOne(event));
    },
  });

  const api = createApi(state, () => baseUrl);

  const server = http.createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      const status = error instanceof FakeApiError ? error.status : 500;
      const message = error instanceof Error ? error.message : String(error);
      const code = error instanceof FakeApiError ? error.code : undefined;
      sendJson(res, status, { error: { type: status >= 500 ? "api_error" : "invalid_request_error", message, ...(code ? { code } : {}) } });
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? "/", "http://fake");
    const method = req.method ?? "GET";
    const raw = await readBody(req);
    const parts = url.pathname.split("/").filter(Boolean);

    if (parts[0] === "v1") {
      if (!/^Bearer sk_\S+$/.test(req.headers.authorization ?? "")) {
        throw new FakeApiError(401, "Invalid API Key provided.");
      }
      const key = req.headers["idempotency-key"];
      const cacheKey = typeof key === "string" && method === "POST" ? `${url.pathname}|${key}` : null;
      const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
      if (cached) return sendJson(res, cached.status, cached.body);
      const params = parseFormBody(method === "GET" || method === "DELETE" ? url.search.slice(1) : raw);
      const body = expand(state, api(method, parts.slice(1), params), params.expand);
      if (cacheKey) idempotent.set(cacheKey, { status: 200, body });
      return sendJson(res, 200, body);
    }

    const form = parseFormBody(raw);
    if (parts[0] === "checkout" && parts[1]) return hostedCheckout(res, method, parts[1], parts[2]);
    if (parts[0] === "portal" && parts[1]) return hostedPortal(res, method, parts[1], parts[2]);
    if (parts[0] === "invoices" && parts[1]) return invoiceDocument(res, parts[1]);
    if (parts[0] === "__control") return control(res, method, parts[1], url.searchParams, form);
    throw new FakeApiError(404, `Unrecognized request URL (${method}: ${url.pathname}).`);
  }

  async function hostedCheckout(res: http.ServerResponse, method: string, id: string, action?: string) {
    const session = state.checkoutSessions.get(id);
    if (!session) throw new FakeApiError(404, "Sessão de checkout não encontrada.");
    if (method === "POST" && (action === "pay" || action === "boleto")) {
      state.completeCheckout(id, { voucher: action === "boleto" });
      await queue; // the app knows before the browser lands on success_url, like a fast webhook
      return redirect(res, session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id));
    }
    const price = { amount: options.priceAmount ?? 5000, currency: options.currency ?? "brl" };
    return sendHtml(res, checkoutPage(session, state.customers.get(session.customer), price));
  }

  async function hostedPortal(res: http.ServerResponse, method: string, id: string, action?: string) {
    const portal = state.portalSessions.get(id);
    if (!portal) throw new FakeApiError(404, "Sessão do portal não encontrada.");
    const subscription = state.latestSubscription({ customer: portal.customer });
    if (method === "POST" && subscription) {
      if (action === "cancel") state.updateSubscription(subscription, { cancel_at_period_end: "true" });
      if (action === "renew") state.updateSubscription(subscription, { cancel_at_period_end: "false" });
      if (action === "cancel-now") state.cancelNow(subscription);
      if (action === "pay") state.payOpenInvoices(subscription);
      await queue;
      return redirect(res, `/portal/${id}`);
    }
    const periodEnd = subscription ? state.periodEnd(subscription) : null;
    return sendHtml(res, portalPage(id, subscription, portal.return_url, periodEnd));
  }

  function invoiceDocument(res: http.ServerResponse, file: string) {
    const invoice = state.invoices.get(file.replace(/\.pdf$/, ""));
    if (!invoice) throw new FakeApiError(404, "Fatura não encontrada.");
    if (!file.endsWith(".pdf")) return sendHtml(res, `<h1>Fatura ${invoice.id}</h1>`);
    res.writeHead(200, { "content-type": "application/pdf" });
    res.end(minimalPdf(`Fatura ${invoice.id}`));
  }

  async function control(res: http.ServerResponse, method: string, action: string | undefined, query: URLSearchParams, form: FormObject) {
    if (method === "GET" && action === "state") {
      return sendJson(res, 200, {
        customers: [...state.customers.values()],
        subscriptions: [...state.subscriptions.values()],
        invoices: [...state.invoices.values()],
        events: events.map(({ id, type }) => ({ id, type })),
        deliveries,
      });
    }
    const pick = (name: string) => query.get(name) ?? (typeof form[name] === "string" ? form[name] : undefined);
    if (action === "portal-configuration") {
      state.portalConfigured = pick("saved") !== "false";
      return sendJson(res, 200, { saved: state.portalConfigured });
    }
    const id = pick("subscription");
    const subscription = id ? state.subscriptions.get(id) : state.latestSubscription({ email: pick("email") });
    if (!subscription) throw new FakeApiError(404, "Nenhuma assinatura encontrada.");
    if (action === "fail-payment") state.failPayment(subscription);
    else if (action === "end-period") state.endPeriod(subscription);
    else if (action === "trial-will-end") state.trialWillEnd(subscription);
    else if (action === "clear-boleto") state.payOpenInvoices(subscription);
    else if (action === "expire-incomplete") state.expireIncomplete(subscription);
    else throw new FakeApiError(404, `Controle desconhecido: ${action ?? ""}`);
    await queue;
    return sendJson(res, 200, subscription);
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://${options.host ?? "127.0.0.1"}:${port}`;

  return {
    url: baseUrl,
    state,
    events,
    deliveries,
    env: {
      STRIPE_SECRET_KEY: "sk_test_bolso_fake",
      STRIPE_WEBHOOK_SECRET: options.webhookSecret,
      STRIPE_PRICE_ID: state.priceId,
      STRIPE_API_BASE: baseUrl,
    },
    sign,
    settle: async () => {
      let current: Promise<void>;
      do {
        current = queue;
        await current;
      } while (current !== queue);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The e2e harness's entry point (tests/e2e/stripe-hook.ts): a fresh webhook secret each run. */
export function startStripeServer(options: { webhookUrl: string }): Promise<FakeStripe> {
  return startFakeStripe({ webhookUrl: options.webhookUrl, webhookSecret: `whsec_fake_${fakeId("e2e")}` });
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function sendJson(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json", "request-id": fakeId("req") });
  res.end(JSON.stringify(body));
}

function sendHtml(res: http.ServerResponse, html: string) {
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  res.end(html);
}

function redirect(res: http.ServerResponse, location: string) {
  res.writeHead(303, { location });
  res.end();
}

/** A one-page PDF with a line of text, so the "Fatura" link opens something real. */
function minimalPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, "")}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf);
}
