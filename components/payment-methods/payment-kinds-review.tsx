"use client";

import dynamic from "next/dynamic";
import type { PaymentKindsReviewJson } from "@/lib/schemas/payment-methods";

const ReviewDialog = dynamic(() => import("@/components/payment-methods/payment-kinds-review-dialog"), { ssr: false });

/** The one-time review after payment methods got kinds; its code comes only to people who have it pending. */
export function PaymentKindsReview({ review }: { review: PaymentKindsReviewJson }) {
  return <ReviewDialog review={review} />;
}
