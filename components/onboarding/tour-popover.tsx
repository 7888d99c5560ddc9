"use client";

import * as PopoverPrimitive from "@radix-ui/react-popover";
import { X } from "lucide-react";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverAnchor, PopoverContent } from "@/components/ui/popover";
import { isActivePath } from "@/components/shell/nav-items";
import { TOUR_STEPS, tourHint } from "@/lib/domain/onboarding-tour";
import type { TourStep, TourStepId } from "@/lib/domain/onboarding-tour";

/** The check runs 200 ms after the screen loads. */
export const ONBOARDING_DELAY_MS = 200;
/** On a phone, how often the tour looks again while a toast is on screen. */
const TOAST_RECHECK_MS = 500;
const MOBILE_QUERY = "(max-width: 767px)";

/**
 * A toast on screen. On a phone toasts sit just under the top bar, where the tour points at the
 * menu button: the tour waits for them to go ("Login realizado" would hide its title).
 */
function toastOnScreen(): boolean {
  return document.querySelector("[data-sonner-toast]") !== null;
}

/** Whether the screen is phone-sized, following it as the window is resized. */
function usePhoneLayout(): boolean | null {
  const [phone, setPhone] = useState<boolean | null>(null);
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const update = () => setPhone(query.matches);
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return phone;
}
const HIGHLIGHT = ["ring-2", "ring-emerald-500", "ring-offset-2", "ring-offset-white", "dark:ring-offset-zinc-950"];

interface Shown {
  step: TourStep;
  anchor: HTMLElement;
  mobile: boolean;
  pathname: string;
  /** How far from the top of the window the popover stays: below the screen's title. */
  topClear: number;
  /** How far below its anchor it opens: on a phone, past the screen's title under the top bar. */
  offset: number;
}

const EDGE_PX = 12;

const SIDE_OFFSET_PX = 10;

/** Where the screen's title ends, from the top of the window (null without one). */
function titleBottom(): number | null {
  const title = document.querySelector("main h1");
  return title ? Math.ceil(title.getBoundingClientRect().bottom) : null;
}

/** Beside the sidebar, the popover would cover the start of the screen's title: it stays below. */
function belowTitle(mobile: boolean): number {
  const bottom = mobile ? null : titleBottom();
  return bottom === null ? EDGE_PX : Math.max(EDGE_PX, bottom + 8);
}

/**
 * On a phone the popover opens under the menu button, where the screen's title sits just below the
 * top bar: it opens past the title instead, still pointing up at the button.
 */
function offsetBelow(anchor: HTMLElement, mobile: boolean): number {
  const bottom = mobile ? titleBottom() : null;
  if (bottom === null) return SIDE_OFFSET_PX;
  return Math.max(SIDE_OFFSET_PX, bottom + 8 - Math.ceil(anchor.getBoundingClientRect().bottom));
}

/** Another dialog (a form, the menu drawer) already has the person's attention. */
function anotherDialogIsOpen(): boolean {
  return document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]') !== null;
}

/** The visible menu item for a step; below 768 px the menu is a drawer, so its button instead. */
function findAnchor(step: TourStep, mobile: boolean): HTMLElement | null {
  const candidates = mobile
    ? document.querySelectorAll<HTMLElement>('header button[aria-label="Abrir menu"]')
    : document.querySelectorAll<HTMLElement>(`[data-tour="${step.id}"]`);
  return [...candidates].find((element) => element.getClientRects().length > 0) ?? null;
}

/**
 * The tour's popover, loaded only for an account that still has a step to do. It looks for the
 * step's menu item 200 ms after each screen change (the screen has settled by then) and points at
 * it, unless the person is already on that screen or in another dialog. Esc or 'Agora não' hides it
 * until reload.
 */
export default function TourPopover({
  stepId,
  drawerOpenedOn,
}: {
  stepId: TourStepId;
  /** The screen where the menu drawer was opened: that answers the tour's "open the menu". */
  drawerOpenedOn: string | null;
}) {
  const pathname = usePathname();
  const router = useRouter();
  const [shown, setShown] = useState<Shown | null>(null);
  const [checkedOn, setCheckedOn] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const [hiddenOn, setHiddenOn] = useState<string | null>(null);
  // Opening the menu drawer answers the tour's "open the menu": it stays away on this screen.
  const primaryRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  // The step as of the last render; a change of screen, not of data, is what triggers a check.
  const stepRef = useRef(stepId);
  useEffect(() => {
    stepRef.current = stepId;
  }, [stepId]);

  // Crossing the phone breakpoint (a window resized, a phone turned) points the tour again: the
  // menu button it pointed at is hidden on a larger screen, and the sidebar item on a phone.
  const phoneLayout = usePhoneLayout();

  useEffect(() => {
    if (dismissed) return;
    let timer = 0;
    const check = () => {
      const step = TOUR_STEPS.find((candidate) => candidate.id === stepRef.current);
      const mobile = window.matchMedia(MOBILE_QUERY).matches;
      if (mobile && toastOnScreen()) {
        timer = window.setTimeout(check, TOAST_RECHECK_MS);
        return;
      }
      // On the step's own screen the person is already doing it.
      const anchor = !step || isActivePath(pathname, step.href) || anotherDialogIsOpen() ? null : findAnchor(step, mobile);
      setShown(
        step && anchor
          ? { step, anchor, mobile, pathname, topClear: belowTitle(mobile), offset: offsetBelow(anchor, mobile) }
          : null,
      );
      setCheckedOn(pathname);
    };
    timer = window.setTimeout(check, ONBOARDING_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [dismissed, pathname, phoneLayout]);

  const away = hiddenOn === pathname || drawerOpenedOn === pathname;
  // Shown for the layout it was pointed in only: never at a target the new layout hides.
  const sameLayout = phoneLayout === null || shown?.mobile === phoneLayout;
  const visible = shown && !dismissed && shown.pathname === pathname && !away && sameLayout ? shown : null;
  const anchor = visible?.anchor ?? null;
  const anchorRef = useMemo(() => ({ current: anchor }), [anchor]);

  useEffect(() => {
    if (!anchor) return;
    anchor.classList.add(...HIGHLIGHT);
    anchor.setAttribute("data-tour-active", "true");
    return () => {
      anchor.classList.remove(...HIGHLIGHT);
      anchor.removeAttribute("data-tour-active");
    };
  }, [anchor]);

  // A mark for tests and tools: the check for this screen has run (whether or not it showed).
  const checked = <span hidden data-testid="onboarding-checked" data-path={checkedOn ?? ""} />;
  if (!visible) return checked;
  const { step, mobile, topClear, offset } = visible;
  const number = TOUR_STEPS.indexOf(step) + 1;

  return (
    <>
    {checked}
    <Popover open onOpenChange={(open) => !open && setDismissed(true)}>
      <PopoverAnchor virtualRef={anchorRef} />
      <PopoverContent
        ref={contentRef}
        data-testid="onboarding-tour"
        side={mobile ? "bottom" : "right"}
        align="start"
        sideOffset={offset}
        collisionPadding={{ top: topClear, right: EDGE_PX, bottom: EDGE_PX, left: EDGE_PX }}
        aria-labelledby="onboarding-tour-title"
        aria-describedby="onboarding-tour-text"
        className="w-80 max-w-[calc(100vw-24px)] overflow-visible"
        // Focus moves in only if the person is not already somewhere (typing, say); Esc works anyway.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          if (!document.activeElement || document.activeElement === document.body) primaryRef.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const active = document.activeElement;
          if (!active || active === document.body || contentRef.current?.contains(active)) anchor?.focus();
        }}
        // It stays while the person uses the screen; pressing the highlighted item moves on.
        onFocusOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => {
          event.preventDefault();
          if (event.target instanceof Node && anchor?.contains(event.target)) setHiddenOn(pathname);
        }}
      >
        <PopoverPrimitive.Arrow width={14} height={7} className="fill-white dark:fill-zinc-900" />
        <div className="flex items-start justify-between gap-3">
          <p data-testid="onboarding-step" data-step={step.id} className="text-xs font-medium text-brand">
            Primeiros passos · {number} de {TOUR_STEPS.length}
          </p>
          <button
            type="button"
            aria-label="Fechar tour"
            onClick={() => setDismissed(true)}
            className="-mt-1 -mr-1 cursor-pointer rounded-md p-1 text-zinc-500 outline-none hover:bg-zinc-100 hover:text-zinc-700 focus-visible:ring-2 focus-visible:ring-emerald-600 dark:hover:bg-zinc-800 dark:hover:text-zinc-200"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
        <h2 id="onboarding-tour-title" className="mt-1 text-sm font-semibold text-zinc-900 dark:text-zinc-50">
          {step.title}
        </h2>
        <p id="onboarding-tour-text" className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          {step.text} {tourHint(step, mobile)}
        </p>
        <div className="mt-4 flex items-center justify-end gap-2">
          <Button variant="ghost" size="sm" onClick={() => setDismissed(true)}>
            Agora não
          </Button>
          <Button
            ref={primaryRef}
            size="sm"
            onClick={() => {
              setHiddenOn(pathname);
              router.push(step.href);
            }}
          >
            Ir para {step.menuLabel}
          </Button>
        </div>
      </PopoverContent>
    </Popover>
    </>
  );
}
