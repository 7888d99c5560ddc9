import "server-only";
import { OnboardingTour } from "@/components/onboarding/onboarding-tour";
import { db } from "@/lib/server/db";
import { hasFullAccess } from "@/server/auth/assert-subscription-access";
import type { SessionUser } from "@/server/auth/resolve-session";
import { getTourStep } from "@/server/onboarding/get-tour-step";

/** The first-use tour at the step the account is on, worked out on the server after the shell is sent. */
export async function ShellTour({ user, now }: { user: SessionUser; now: Date }) {
  // Same rule as the bell: a user without access is not shown the way around the product.
  const step = hasFullAccess(user) ? await getTourStep(db, user.id, now) : null;
  return <OnboardingTour step={step} />;
}
