import type { InvitationLevel } from "@/lib/domain/enums";

/** A member as the owner's controls on their row know them. */
export interface ManagedMember {
  userId: string;
  name: string;
  level: InvitationLevel;
}
