"use client";

import { cloneElement, useState } from "react";
import type { ComponentType, ReactElement } from "react";
import { useOnDemand } from "@/components/ui/use-on-demand";

type Trigger = ReactElement<React.ComponentProps<"button">>;

/** What a dialog loaded this way accepts: its own props, the trigger to wrap, and open on mount. */
export type OnDemandDialogProps<P> = P & { trigger: Trigger; defaultOpen?: boolean };

type DialogModule<P> = () => Promise<{ default: ComponentType<OnDemandDialogProps<P>> }>;

/**
 * A dialog whose script (Radix, its form) is fetched by the first click on its button, not with
 * the page. Until then `trigger` renders as a plain button; once loaded the dialog mounts already
 * open with the same element as its DialogTrigger, so it looks and is named the same, and focus
 * comes back to it when the dialog closes.
 * `load` must be a stable function (declared at module level).
 */
export function OnDemandDialog<P extends object>({
  load: loader,
  trigger,
  props,
}: {
  load: DialogModule<P>;
  trigger: Trigger;
  props: P;
}) {
  const { Component: Dialog, load, preload } = useOnDemand(loader);
  const [opening, setOpening] = useState(false);
  if (Dialog) return <Dialog {...props} trigger={trigger} defaultOpen={opening} />;
  // The attributes Radix's trigger renders, so the button is the same before and after.
  return cloneElement(trigger, {
    type: "button",
    "aria-haspopup": "dialog",
    "aria-expanded": false,
    "aria-busy": opening || undefined,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => {
      setOpening(true);
      void load();
    },
  });
}
