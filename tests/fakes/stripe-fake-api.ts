import type { FormObject } from "./form-body";
import { fakeId, nowSeconds } from "./stripe-fake-state";
import type { FakeStripeState, FakeSubscription } from "./stripe-fake-state";

/** The fake's REST routes (`/v1/...`), answering like Stripe: objects, lists, `{error}` shapes. */
export class FakeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

type Params = FormObject;

export function createApi(state: FakeStripeState, baseUrl: () => string) {
  const required = (params: Params, name: string): string => {
    const value = params[name];
    if (typeof value !== "string" || value === "") throw new FakeApiError(400, `Missing required param: ${name}.`, "parameter_missing");
    return value;
  };
  const missing = (kind: string, id: string) => new FakeApiError(404, `No such ${kind}: '${id}'`, "resource_missing");
  const metadata = (value: unknown): Record<string, string> =>
    value && typeof value === "object" && !Array.isArray(value) ? ({ ...value }) : {};
  const subscription = (id: string): FakeSubscription => {
    const found = state.subscriptions.get(id);
    if (!found) throw missing("subscription", id);
    return found;
  };

  return (method: string, path: string[], params: Params): unknown => {
    const route = `${method} ${path.join("/")}`;
    const id = path[path.length - 1] ?? "";
    switch (true) {
      case route === "POST customers": {
        const customer = {
          id: fakeId("cus"),
          object: "customer" as const,
          email: typeof params.email === "string" ? params.email : null,
          name: typeof params.name === "string" ? params.name : null,
          metadata: metadata(params.metadata),
          created: nowSeconds(),
        };
        state.customers.set(customer.id, customer);
        return customer;
      }
      case /^GET customers\/[^/]+$/.test(route): {
        const customer = state.customers.get(id);
        if (!customer) throw missing("customer", id);
        return customer;
      }
      case route === "POST checkout/sessions":
        return createCheckoutSession(params);
      case /^GET checkout\/sessions\/[^/]+$/.test(route): {
        const session = state.checkoutSessions.get(id);
        if (!session) throw missing("checkout.session", id);
        return session;
      }
      case route === "POST billing_portal/sessions": {
        if (!state.portalConfigured) {
          throw new FakeApiError(
            400,
            "You can’t create a portal session in test mode until you save your customer portal settings in test mode at https://dashboard.stripe.com/test/settings/billing/portal.",
          );
        }
        const customer = required(params, "customer");
        if (!state.customers.has(customer)) throw missing("customer", customer);
        const portalId = fakeId("bps");
        const portal = {
          id: portalId,
          object: "billing_portal.session" as const,
          url: `${baseUrl()}/portal/${portalId}`,
          customer,
          return_url: typeof params.return_url === "string" ? params.return_url : null,
        };
        state.portalSessions.set(portalId, portal);
        return portal;
      }
      case /^GET subscriptions\/[^/]+$/.test(route):
        return subscription(id);
      case /^POST subscriptions\/[^/]+$/.test(route): {
        const found = subscription(id);
        if ("cancel_at" in params && "cancel_at_period_end" in params) {
          throw new FakeApiError(400, "You may only specify one of these parameters: cancel_at, cancel_at_period_end.");
        }
        if (found.status === "canceled" && ("cancel_at" in params || "cancel_at_period_end" in params)) {
          throw new FakeApiError(400, "A canceled subscription can only update its cancellation_details and metadata.");
        }
        return state.updateSubscription(found, params);
      }
      case /^DELETE subscriptions\/[^/]+$/.test(route):
        return state.cancelNow(subscription(id));
      case route === "GET invoices": {
        const limit = Math.min(Math.max(Number(params.limit ?? 10) || 10, 1), 100);
        const all = [...state.invoices.values()]
          .reverse()
          .sort((a, b) => b.created - a.created)
          .filter((invoice) => !params.customer || invoice.customer === params.customer)
          .filter((invoice) => !params.subscription || invoice.parent.subscription_details.subscription === params.subscription)
          .filter((invoice) => !params.status || invoice.status === params.status);
        return { object: "list", url: "/v1/invoices", has_more: all.length > limit, data: all.slice(0, limit) };
      }
      case route === "POST invoices/create_preview": {
        const found = subscription(required(params, "subscription"));
        const preview = state.previewInvoice(found);
        if (!preview) throw new FakeApiError(400, `No upcoming invoices for customer: ${found.customer}`, "invoice_upcoming_none");
        return preview;
      }
      case /^GET invoices\/[^/]+$/.test(route): {
        const invoice = state.invoices.get(id);
        if (!invoice) throw missing("invoice", id);
        return invoice;
      }
      default:
        throw new FakeApiError(404, `Unrecognized request URL (${method}: /v1/${path.join("/")}).`);
    }
  };

  function createCheckoutSession(params: Params) {
    if (params.mode !== "subscription") throw new FakeApiError(400, "This fake only supports mode=subscription.");
    const customer = required(params, "customer");
    if (!state.customers.has(customer)) throw missing("customer", customer);
    const first = Array.isArray(params.line_items) ? params.line_items[0] : undefined;
    const price = first && typeof first === "object" && !Array.isArray(first) ? first.price : undefined;
    if (price !== state.priceId) throw missing("price", typeof price === "string" ? price : "");
    const subscriptionData = (params.subscription_data ?? {}) as Params;
    const sessionId = fakeId("cs_test");
    const session = {
      id: sessionId,
      object: "checkout.session" as const,
      url: `${baseUrl()}/checkout/${sessionId}`,
      mode: "subscription",
      status: "open" as const,
      payment_status: "unpaid" as const,
      customer,
      client_reference_id: typeof params.client_reference_id === "string" ? params.client_reference_id : null,
      metadata: metadata(params.metadata),
      subscription: null,
      success_url: required(params, "success_url"),
      cancel_url: required(params, "cancel_url"),
      locale: typeof params.locale === "string" ? params.locale : null,
      price,
      trial_period_days: Number(subscriptionData.trial_period_days ?? 0),
      subscription_metadata: metadata(subscriptionData.metadata),
    };
    state.checkoutSessions.set(session.id, session);
    return session;
  }
}

/** `expand[]` on top-level ids (and `data.x` on lists), like the real API's expansion. */
export function expand(state: FakeStripeState, body: unknown, paths: unknown): unknown {
  const list = Array.isArray(paths) ? paths.filter((p): p is string => typeof p === "string") : [];
  if (list.length === 0 || !body || typeof body !== "object") return body;
  const copy = structuredClone(body) as Record<string, unknown>;
  const lookup = (id: unknown) => {
    if (typeof id !== "string") return id;
    return state.customers.get(id) ?? state.subscriptions.get(id) ?? state.invoices.get(id) ?? state.checkoutSessions.get(id) ?? id;
  };
  for (const path of list) {
    if (path.startsWith("data.") && Array.isArray(copy.data)) {
      const field = path.slice(5);
      for (const item of copy.data as Array<Record<string, unknown>>) item[field] = lookup(item[field]);
    } else if (path in copy) {
      copy[path] = lookup(copy[path]);
    }
  }
  return copy;
}

