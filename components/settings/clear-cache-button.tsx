"use client";

import { OnDemandDialog } from "@/components/ui/on-demand-dialog";
import { ClearCacheTrigger } from "@/components/settings/clear-cache-trigger";

// The confirmation (a Radix alert dialog) comes with the first click on 'Limpar Cache'.
const loadDialog = () =>
  import("@/components/settings/clear-cache-dialog").then((module) => ({ default: module.ClearCacheDialog }));

/** 'Limpar Cache' and its confirmation; on confirm the browser forgets Bolso and reloads. */
export function ClearCacheButton() {
  return <OnDemandDialog load={loadDialog} trigger={<ClearCacheTrigger clearing={false} />} props={{}} />;
}
