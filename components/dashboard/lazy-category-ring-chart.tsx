"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import type { CategoryExpenseJson } from "@/lib/schemas/dashboard";

/** Where the ring will be, while its chart code loads: the same band, in a neutral tone. */
function RingPlaceholder({ ref }: { ref?: React.Ref<HTMLDivElement> }) {
  return (
    <div
      ref={ref}
      aria-hidden="true"
      className="absolute inset-1 rounded-full border-[26px] border-zinc-100 dark:border-zinc-800"
    />
  );
}

const CategoryRingChart = dynamic(
  () =>
    import("@/components/dashboard/category-ring-chart").then((module) => module.CategoryRingChart),
  { ssr: false, loading: () => <RingPlaceholder /> },
);

/**
 * The chart library is in no route's first-load bundle, and is fetched only when the ring comes
 * near the screen: on a phone the ring sits far below the fold, and running ~340 KB of chart code
 * while the page is still starting up would hold the main thread for nothing the user sees.
 */
export function LazyCategoryRingChart({ slices }: { slices: CategoryExpenseJson[] }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = placeholder.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? <CategoryRingChart slices={slices} /> : <RingPlaceholder ref={placeholder} />;
}
