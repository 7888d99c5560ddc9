import type { SharingLevel } from "@/lib/domain/enums";

/** How a payment method is shared with its owner's household, as the screens say it. */
export const SHARING_LABELS: Record<SharingLevel, string> = {
  private: "Privado",
  shared: "Ver e lançar",
  read_only: "Só ver",
};

/** "de Ana · Só ver": another member's payment method shared with the person; null for their own. */
export function sharedByLine(method: { ownerName?: string; sharing?: SharingLevel; access?: string }): string | null {
  if (!method.ownerName || !method.sharing || method.access === "owner") return null;
  return `de ${method.ownerName} · ${method.access === "write" ? SHARING_LABELS.shared : SHARING_LABELS.read_only}`;
}
