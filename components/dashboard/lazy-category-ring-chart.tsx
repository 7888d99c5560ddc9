"use client";

import dynamic from "next/dynamic";

/** Where the ring will be, while its chart code loads: the same band, in a neutral tone. */
function RingPlaceholder() {
  return (
    <div
      aria-hidden="true"
      className="absolute inset-1 rounded-full border-[26px] border-zinc-100 dark:border-zinc-800"
    />
  );
}

/** The chart library is fetched after the page shows, so it is in no route's first-load bundle. */
export const LazyCategoryRingChart = dynamic(
  () =>
    import("@/components/dashboard/category-ring-chart").then((module) => module.CategoryRingChart),
  { ssr: false, loading: RingPlaceholder },
);
