import { MAIN_CONTENT_ID } from "@/components/ui/skip-link";

const visibleButton = (item: Element | null) =>
  item ? ([...item.querySelectorAll<HTMLElement>("button, a[href]")].find((el) => el.getClientRects().length > 0) ?? null) : null;

/**
 * Where focus should go when `item` (a row or card of a list) is deleted: the next item's first
 * visible control, else the previous one's (`preferPrevious` when the next ones go too).
 */
export function neighbourControl(item: Element | null, preferPrevious = false): HTMLElement | null {
  const next = visibleButton(item?.nextElementSibling ?? null);
  const previous = visibleButton(item?.previousElementSibling ?? null);
  return preferPrevious ? (previous ?? next) : (next ?? previous);
}

/** Focuses `target`, or the page's main content when it is gone too: never <body>. */
export function focusInstead(target: HTMLElement | null) {
  const element = target?.isConnected ? target : document.getElementById(MAIN_CONTENT_ID);
  element?.focus({ preventScroll: !target?.isConnected });
}

/**
 * Once `removed` leaves the page (the list re-rendered without it), moves focus that fell to
 * <body> to `target`. Gives up after a while: a failed delete keeps the element.
 */
export function focusWhenRemoved(removed: Element | null, target: HTMLElement | null, timeoutMs = 5_000) {
  if (!removed) return;
  const observer = new MutationObserver(() => {
    if (removed.isConnected) return;
    observer.disconnect();
    if (document.activeElement === null || document.activeElement === document.body) focusInstead(target);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  window.setTimeout(() => observer.disconnect(), timeoutMs);
}
