import "server-only";
import { OnboardingTour } from "@/components/onboarding/onboarding-tour";
import { PaymentKindsReview } from "@/components/payment-methods/payment-kinds-review";
import { db } from "@/lib/server/db";
import { hasFullAccess } from "@/server/auth/assert-subscription-access";
import type { SessionUser } from "@/server/auth/resolve-session";
import { getTourStep } from "@/server/onboarding/get-tour-step";
import { getPaymentKindsReview } from "@/server/payment-methods/get-payment-kinds-review";

/**
 * The first-use tour at the step the account is on, worked out on the server after the shell is
 * sent; while the payment-kinds review is pending, that question comes first instead.
 */
export async function ShellTour({ user, now }: { user: SessionUser; now: Date }) {
  // Same rule as the bell: a user without access is not shown the way around the product.
  if (!hasFullAccess(user)) return <OnboardingTour step={null} />;
  // The session already read the flag: only someone with the review pending pays for its query.
  const [review, step] = await Promise.all([
    user.paymentKindsReviewPending ? getPaymentKindsReview(db, user.id) : null,
    getTourStep(db, user.id, now),
  ]);
  if (review) return <PaymentKindsReview review={review} />;
  return <OnboardingTour step={step} />;
}
