import { InvitationSkeleton } from "@/components/household/invitation-skeleton";

export default InvitationSkeleton;
