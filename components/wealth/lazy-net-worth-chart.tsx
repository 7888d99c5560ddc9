"use client";

import dynamic from "next/dynamic";

/** Where the chart will be while its code loads: the same box, in a neutral tone. */
function ChartPlaceholder() {
  return <div aria-hidden="true" className="h-full w-full animate-pulse rounded-lg bg-zinc-100 dark:bg-zinc-800/60" />;
}

/** The chart library comes after the page shows, so it is in no route's first-load bundle. */
export const LazyNetWorthChart = dynamic(
  () => import("@/components/wealth/net-worth-chart").then((module) => module.NetWorthChart),
  { ssr: false, loading: ChartPlaceholder },
);
