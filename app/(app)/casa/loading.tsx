import { HouseholdScreenSkeleton } from "@/components/household/household-screen-skeleton";

export default HouseholdScreenSkeleton;
