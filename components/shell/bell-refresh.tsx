"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";

const MINUTE = 60_000;

/**
 * The bell's bills depend on the day (due today or tomorrow), so a tab left open past midnight,
 * or brought back on another day, asks the server for the shell again. Renders nothing.
 */
export function BellRefresh({ today }: { today: Day }) {
  const router = useRouter();
  // Once per day at most, even if this device's clock disagrees with the server's.
  const refreshedFor = useRef(today);

  useEffect(() => {
    const check = () => {
      if (document.visibilityState !== "visible") return;
      const now = todayInSaoPaulo();
      if (now === today || now === refreshedFor.current) return;
      refreshedFor.current = now;
      router.refresh();
    };
    const tick = window.setInterval(check, MINUTE);
    document.addEventListener("visibilitychange", check);
    return () => {
      window.clearInterval(tick);
      document.removeEventListener("visibilitychange", check);
    };
  }, [router, today]);

  return null;
}
