"use client";

import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useEffect, useState, useSyncExternalStore } from "react";
import { isOnboardingTourCompleted, setOnboardingTourCompleted } from "@/lib/client/local-user";
import { whenIdle } from "@/lib/client/when-idle";
import type { TourStepId } from "@/lib/domain/onboarding-tour";
import { useSidebar } from "@/components/shell/sidebar-provider";

const TourPopover = dynamic(() => import("@/components/onboarding/tour-popover"), { ssr: false });

const subscribe = () => () => {};
const alwaysCompleted = () => true;

/**
 * First-use tour: highlights Meios de pagamento, then Categorias, then Transações, for whatever
 * the account still lacks (the layout works that out on the server: `step`). When all three exist
 * it stores `onboardingTourCompleted` and never runs again in this browser. An account with
 * nothing to do, or a browser that finished it, downloads none of the tour's code.
 * `step` is null where the tour does not apply (a user without access).
 */
export function OnboardingTour({ step }: { step: TourStepId | "done" | null }) {
  // Read after hydration (the server cannot know this browser's flag), and only when there is a
  // step to show: a page's first localStorage read is a synchronous trip to the browser process.
  const pending = step !== null && step !== "done";
  const completed = useSyncExternalStore(
    subscribe,
    pending ? isOnboardingTourCompleted : alwaysCompleted,
    () => true,
  );
  useEffect(() => (step === "done" ? whenIdle(setOnboardingTourCompleted) : undefined), [step]);
  // Watched here, always mounted: the drawer may open before the popover's code has arrived.
  const pathname = usePathname();
  const { mobileOpen } = useSidebar();
  const [drawerOpenedOn, setDrawerOpenedOn] = useState<string | null>(null);
  if (mobileOpen && drawerOpenedOn !== pathname) setDrawerOpenedOn(pathname);
  if (completed || step === null || step === "done") return null;
  return <TourPopover stepId={step} drawerOpenedOn={drawerOpenedOn} />;
}
