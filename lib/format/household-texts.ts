import type { HouseholdLevel } from "@/lib/domain/enums";

/** How each level of a household member reads on screens and e-mails. */
export const householdLevelLabels = {
  owner: "Dono da casa",
  full: "Ver e lançar",
  read: "Só ver",
} as const satisfies Record<HouseholdLevel, string>;

/** The accept screen's note when the owner's subscription covers a member who pays their own. */
export function ownSubscriptionCanGoText(ownerName: string): string {
  return `Sua assinatura própria pode ser cancelada: a assinatura de ${ownerName} cobre a casa.`;
}

/** Where an invitation's link leads: the accept screen, with the code filled in. */
export function invitationPath(code: string): string {
  return `/casa/convite?codigo=${encodeURIComponent(code)}`;
}
