"use client";

/** Leaves Bolso for a Stripe page (checkout, portal): a full navigation, as Stripe expects. */
export function redirectTo(url: string): void {
  window.location.href = url;
}
