/** Fired on window when a bill is paid or unpaid, so the bell re-checks at once. */
export const PENDING_PAYMENTS_CHANGED = "bolso:pending-payments-changed";

export function notifyPendingPaymentsChanged(): void {
  window.dispatchEvent(new Event(PENDING_PAYMENTS_CHANGED));
}
