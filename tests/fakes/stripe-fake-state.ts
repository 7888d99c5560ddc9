import { randomBytes } from "node:crypto";

/**
 * The objects of the fake Stripe and the few lifecycle moves Bolso needs (checkout → trial,
 * renewal, failed payment, cancellation). Shapes follow API 2026-10-28: the period lives on the
 * subscription items, an invoice names its subscription under `parent.subscription_details`.
 */
type Obj = Record<string, unknown>;

export interface FakeCustomer extends Obj {
  id: string;
  object: "customer";
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  created: number;
}

export interface FakeCheckoutSession extends Obj {
  id: string;
  object: "checkout.session";
  url: string;
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid" | "no_payment_required";
  customer: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  subscription: string | null;
  success_url: string;
  cancel_url: string;
  locale: string | null;
  /** Kept from the request (Stripe does not echo it), to build the subscription. */
  price: string;
  trial_period_days: number;
  subscription_metadata: Record<string, string>;
}

export interface FakeSubscriptionItem extends Obj {
  id: string;
  object: "subscription_item";
  price: { id: string; object: "price"; unit_amount: number; currency: string; recurring: { interval: "month" } };
  quantity: number;
  current_period_start: number;
  current_period_end: number;
}

export interface FakeSubscription extends Obj {
  id: string;
  object: "subscription";
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  created: number;
  start_date: number;
  trial_start: number | null;
  trial_end: number | null;
  currency: string;
  metadata: Record<string, string>;
  latest_invoice: string | null;
  items: { object: "list"; data: FakeSubscriptionItem[]; has_more: false; url: string };
}

export interface FakeInvoice extends Obj {
  id: string;
  object: "invoice";
  customer: string;
  status: "draft" | "open" | "paid" | "void" | "uncollectible";
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  total: number;
  currency: string;
  created: number;
  billing_reason: string;
  attempt_count: number;
  next_payment_attempt: number | null;
  invoice_pdf: string;
  hosted_invoice_url: string;
  parent: { type: "subscription_details"; subscription_details: { subscription: string; metadata: Record<string, string> } };
  status_transitions: { finalized_at: number | null; paid_at: number | null; voided_at: null; marked_uncollectible_at: null };
}

export interface FakeStateOptions {
  baseUrl: () => string;
  priceId: string;
  priceAmount: number;
  currency: string;
  /** Records and (when the server is wired to an app) delivers one event. */
  emit: (type: string, object: Obj) => void;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
const DAY = 24 * 60 * 60;

export function fakeId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;
}

function addMonth(seconds: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

export class FakeStripeState {
  readonly customers = new Map<string, FakeCustomer>();
  readonly checkoutSessions = new Map<string, FakeCheckoutSession>();
  readonly portalSessions = new Map<string, { id: string; object: "billing_portal.session"; url: string; customer: string; return_url: string | null }>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly invoices = new Map<string, FakeInvoice>();
  /** False = the account never saved its customer portal settings: Stripe refuses portal sessions. */
  portalConfigured = true;

  constructor(private readonly options: FakeStateOptions) {}

  get priceId() {
    return this.options.priceId;
  }

  /**
   * The "Pagar" button: creates the subscription (trialing when asked) and its first invoice. With
   * `voucher` (a boleto) and no trial, the invoice stays open and the subscription `incomplete` until
   * `payOpenInvoices` (the boleto clears) or `expireIncomplete` (it never does).
   */
  completeCheckout(sessionId: string, options: { voucher?: boolean } = {}): FakeCheckoutSession {
    const session = this.checkoutSessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    if (session.status !== "open") return session;
    const now = nowSeconds();
    const trialEnd = session.trial_period_days > 0 ? now + session.trial_period_days * DAY : null;
    const pending = Boolean(options.voucher) && !trialEnd;
    const subscription: FakeSubscription = {
      id: fakeId("sub"),
      object: "subscription",
      customer: session.customer,
      status: trialEnd ? "trialing" : pending ? "incomplete" : "active",
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: now,
      start_date: now,
      trial_start: trialEnd ? now : null,
      trial_end: trialEnd,
      currency: this.options.currency,
      metadata: { ...session.subscription_metadata },
      latest_invoice: null,
      items: { object: "list", data: [], has_more: false, url: "" },
    };
    subscription.items = {
      object: "list",
      has_more: false,
      url: `/v1/subscription_items?subscription=${subscription.id}`,
      data: [this.item(now, trialEnd ?? addMonth(now))],
    };
    this.subscriptions.set(subscription.id, subscription);
    const invoice = this.invoice(subscription, trialEnd ? 0 : this.options.priceAmount, "subscription_create", !pending);
    session.status = "complete";
    session.payment_status = trialEnd ? "no_payment_required" : pending ? "unpaid" : "paid";
    session.subscription = subscription.id;
    this.options.emit("checkout.session.completed", session);
    this.options.emit("customer.subscription.created", subscription);
    if (!pending) this.options.emit("invoice.paid", invoice);
    return session;
  }

  /** The first invoice was never paid in time: the subscription ends as `incomplete_expired`. */
  expireIncomplete(subscription: FakeSubscription): void {
    if (subscription.status !== "incomplete") return;
    for (const invoice of this.invoices.values()) {
      if (invoice.parent.subscription_details.subscription === subscription.id && invoice.status === "open") {
        invoice.status = "void";
      }
    }
    Object.assign(subscription, { status: "incomplete_expired", ended_at: nowSeconds() });
    this.options.emit("customer.subscription.updated", subscription);
  }

  /** The API's subscription update: the cancellation flag, a cancel date ("" clears) and metadata. */
  updateSubscription(subscription: FakeSubscription, params: Record<string, unknown>): FakeSubscription {
    if (typeof params.cancel_at_period_end === "string") {
      subscription.cancel_at_period_end = params.cancel_at_period_end === "true";
      subscription.cancel_at = subscription.cancel_at_period_end ? this.periodEnd(subscription) : null;
    }
    if (typeof params.cancel_at === "string") {
      subscription.cancel_at = params.cancel_at === "" ? null : Number(params.cancel_at);
      subscription.cancel_at_period_end = false;
    }
    if (params.metadata && typeof params.metadata === "object") {
      Object.assign(subscription.metadata, params.metadata);
    }
    this.options.emit("customer.subscription.updated", subscription);
    return subscription;
  }

  /** Ends the subscription now (API DELETE, or the portal's "Cancelar agora"). */
  cancelNow(subscription: FakeSubscription): FakeSubscription {
    if (subscription.status === "canceled") return subscription;
    const now = nowSeconds();
    Object.assign(subscription, { status: "canceled", canceled_at: now, ended_at: now });
    this.options.emit("customer.subscription.deleted", subscription);
    return subscription;
  }

  /** The renewal charge fails: a new open invoice, the period moves on, the subscription is past_due. */
  failPayment(subscription: FakeSubscription): FakeInvoice {
    this.advancePeriod(subscription);
    subscription.status = "past_due";
    const invoice = this.invoice(subscription, this.options.priceAmount, "subscription_cycle", false);
    this.options.emit("invoice.payment_failed", invoice);
    this.options.emit("customer.subscription.updated", subscription);
    return invoice;
  }

  /**
   * The portal's "update card", or a boleto clearing: open invoices get paid and the subscription is
   * active again.
   */
  payOpenInvoices(subscription: FakeSubscription): void {
    for (const invoice of this.invoices.values()) {
      if (invoice.parent.subscription_details.subscription !== subscription.id || invoice.status !== "open") continue;
      const now = nowSeconds();
      Object.assign(invoice, {
        status: "paid",
        amount_paid: invoice.amount_due,
        amount_remaining: 0,
        next_payment_attempt: null,
        attempt_count: invoice.attempt_count + 1,
      });
      invoice.status_transitions.paid_at = now;
      this.options.emit("invoice.paid", invoice);
    }
    if (["past_due", "unpaid", "incomplete"].includes(subscription.status)) {
      subscription.status = "active";
      this.options.emit("customer.subscription.updated", subscription);
    }
  }

  /** Time reaches the period end: a scheduled (or unpaid) subscription ends, otherwise it renews. */
  endPeriod(subscription: FakeSubscription): void {
    if (subscription.status === "canceled") return;
    const periodEnd = this.periodEnd(subscription);
    const scheduled = subscription.cancel_at_period_end || (subscription.cancel_at !== null && subscription.cancel_at <= periodEnd);
    if (scheduled || subscription.status === "past_due" || subscription.status === "unpaid") {
      this.cancelNow(subscription);
      return;
    }
    this.advancePeriod(subscription);
    subscription.status = "active";
    const invoice = this.invoice(subscription, this.options.priceAmount, "subscription_cycle", true);
    this.options.emit("invoice.paid", invoice);
    this.options.emit("customer.subscription.updated", subscription);
  }

  /** Stripe's heads-up three days before a trial ends. */
  trialWillEnd(subscription: FakeSubscription): void {
    this.options.emit("customer.subscription.trial_will_end", subscription);
  }

  /** The invoice a preview would show: the next renewal, or null when nothing is coming. */
  previewInvoice(subscription: FakeSubscription): Obj | null {
    if (subscription.status === "canceled" || subscription.cancel_at_period_end || subscription.cancel_at) return null;
    const periodEnd = this.periodEnd(subscription);
    return {
      id: fakeId("upcoming_in"),
      object: "invoice",
      customer: subscription.customer,
      status: "draft",
      amount_due: this.options.priceAmount,
      amount_paid: 0,
      total: this.options.priceAmount,
      currency: subscription.currency,
      created: periodEnd,
      next_payment_attempt: periodEnd,
      parent: { type: "subscription_details", subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
    };
  }

  periodEnd(subscription: FakeSubscription): number {
    return Math.max(...subscription.items.data.map((item) => item.current_period_end));
  }

  latestSubscription(filter: { customer?: string; email?: string } = {}): FakeSubscription | null {
    const customerIds = filter.email
      ? new Set([...this.customers.values()].filter((c) => c.email?.toLowerCase() === filter.email?.toLowerCase()).map((c) => c.id))
      : null;
    const matches = [...this.subscriptions.values()].filter(
      (s) => (!filter.customer || s.customer === filter.customer) && (!customerIds || customerIds.has(s.customer)),
    );
    return matches.sort((a, b) => b.created - a.created)[0] ?? null;
  }

  private item(start: number, end: number): FakeSubscriptionItem {
    return {
      id: fakeId("si"),
      object: "subscription_item",
      price: {
        id: this.options.priceId,
        object: "price",
        unit_amount: this.options.priceAmount,
        currency: this.options.currency,
        recurring: { interval: "month" },
      },
      quantity: 1,
      current_period_start: start,
      current_period_end: end,
    };
  }

  private advancePeriod(subscription: FakeSubscription) {
    const start = this.periodEnd(subscription);
    const item = subscription.items.data[0];
    if (item) Object.assign(item, { current_period_start: start, current_period_end: addMonth(start) });
  }

  private invoice(subscription: FakeSubscription, amount: number, reason: string, paid: boolean): FakeInvoice {
    const id = fakeId("in");
    const now = nowSeconds();
    const invoice: FakeInvoice = {
      id,
      object: "invoice",
      customer: subscription.customer,
      status: paid ? "paid" : "open",
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      amount_remaining: paid ? 0 : amount,
      total: amount,
      currency: subscription.currency,
      created: now,
      billing_reason: reason,
      attempt_count: 1,
      next_payment_attempt: paid ? null : now + 3 * DAY,
      invoice_pdf: `${this.options.baseUrl()}/invoices/${id}.pdf`,
      hosted_invoice_url: `${this.options.baseUrl()}/invoices/${id}`,
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: subscription.id, metadata: { ...subscription.metadata } },
      },
      status_transitions: { finalized_at: now, paid_at: paid ? now : null, voided_at: null, marked_uncollectible_at: null },
    };
    this.invoices.set(id, invoice);
    subscription.latest_invoice = id;
    return invoice;
  }
}
