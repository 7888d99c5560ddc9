"use client";

import { cloneElement, useState } from "react";
import { useOnDemand } from "@/components/ui/use-on-demand";
import type { PopoverPanelProps } from "@/components/ui/popover-panel";

export type OnDemandPopoverProps = Omit<PopoverPanelProps, "open" | "onOpenChange"> & {
  /** Controlled use: the owner decides when it closes (after a choice inside, say). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

const loadPanel = () => import("@/components/ui/popover-panel");

/**
 * A popover whose script (Radix, positioning) is fetched on the first click of its trigger, so a
 * page carries none of it until someone asks. Its content may be server-rendered; a link inside
 * closes it.
 */
export function OnDemandPopover({ open, onOpenChange, ...props }: OnDemandPopoverProps) {
  const { Component: Panel, load, preload } = useOnDemand(loadPanel);
  const [pending, setPending] = useState(false);
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  if (Panel) return <Panel {...props} open={isOpen} onOpenChange={setOpen} />;
  return cloneElement(props.trigger, {
    "aria-haspopup": "dialog",
    "aria-expanded": false,
    "aria-busy": pending || undefined,
    onPointerEnter: preload,
    onClick: () => {
      setPending(true);
      void load().then(() => setOpen(true));
    },
  });
}
