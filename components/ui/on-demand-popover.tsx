"use client";

import { Slot } from "@radix-ui/react-slot";
import { useState } from "react";
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
 *
 * The trigger may be server-rendered too (the shell's bell), and then it is not always an element
 * here: under `next dev` React's server payload can hand it over as a lazy node, which
 * `cloneElement` turns into an element of type undefined ("Element type is invalid"). So its props
 * are added through Slot, which unwraps such a node, as PopoverTrigger does once the panel loads.
 */
export function OnDemandPopover({ open, onOpenChange, ...props }: OnDemandPopoverProps) {
  const { Component: Panel, load, preload } = useOnDemand(loadPanel);
  const [pending, setPending] = useState(false);
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  if (Panel) return <Panel {...props} open={isOpen} onOpenChange={setOpen} />;
  return (
    <Slot
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-busy={pending || undefined}
      onPointerEnter={preload}
      onClick={() => {
        setPending(true);
        void load().then(() => setOpen(true));
      }}
    >
      {props.trigger}
    </Slot>
  );
}
