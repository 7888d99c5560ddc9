"use client";

/**
 * The e-mail a flow carries from one auth screen to the next (register → confirm, forgot → reset,
 * login → confirm). Kept in sessionStorage, so it survives a reload of the tab but never lands in
 * the URL, the history or a referrer.
 */
export type AuthFlow = "confirm" | "reset" | "login";

const key = (flow: AuthFlow) => `bolso:auth-email:${flow}`;

export function setPendingEmail(flow: AuthFlow, email: string): void {
  try {
    window.sessionStorage.setItem(key(flow), email);
  } catch {
    // storage disabled: the next screen sends the user back to start
  }
}

export function getPendingEmail(flow: AuthFlow): string | null {
  try {
    return window.sessionStorage.getItem(key(flow));
  } catch {
    return null;
  }
}

export function clearPendingEmail(flow: AuthFlow): void {
  try {
    window.sessionStorage.removeItem(key(flow));
  } catch {
    // nothing to clear
  }
}

const noSubscribe = () => () => {};

/**
 * For useSyncExternalStore: `undefined` while rendering on the server (not known yet), then the
 * stored e-mail or null.
 */
export function pendingEmailStore(flow: AuthFlow) {
  return [noSubscribe, () => getPendingEmail(flow), () => undefined] as const;
}
