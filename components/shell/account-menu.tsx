"use client";

import { forwardRef, useState } from "react";
import { getInitials } from "@/lib/format/initials";
import type { UserJson } from "@/lib/schemas/users";
import { useOnDemand } from "@/components/ui/use-on-demand";

const loadDropdown = () => import("@/components/shell/account-menu-dropdown");

const AvatarButton = forwardRef<
  HTMLButtonElement,
  React.ComponentProps<"button"> & { name: string }
>(function AvatarButton({ name, ...props }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      aria-haspopup="menu"
      className="flex cursor-pointer rounded-full outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2 dark:focus-visible:ring-emerald-500 dark:focus-visible:ring-offset-zinc-950"
      {...props}
    >
      {/* Named by text rather than aria-label: a label that leaves out the visible initials fails WCAG 2.5.3. */}
      <span className="sr-only">Menu da conta</span>
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-full bg-emerald-100 text-xs font-semibold text-emerald-800 select-none dark:bg-emerald-500/20 dark:text-emerald-300"
      >
        {getInitials(name)}
      </span>
    </button>
  );
});

/**
 * The avatar in the top bar. The menu's code (Radix menu, positioning) comes with the first click,
 * and the menu then opens at once; a pointer over the avatar starts the download early.
 */
export function AccountMenu({ user }: { user: UserJson }) {
  const { Component: Dropdown, load, preload } = useOnDemand(loadDropdown);
  const [pending, setPending] = useState(false);
  if (Dropdown) return <Dropdown user={user} trigger={<AvatarButton name={user.name} />} />;
  return (
    <AvatarButton
      name={user.name}
      aria-busy={pending || undefined}
      onPointerEnter={preload}
      onClick={() => {
        setPending(true);
        void load();
      }}
    />
  );
}
