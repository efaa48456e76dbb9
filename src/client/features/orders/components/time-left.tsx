import { useEffect, useState } from "react";

/** Milliseconds left until `until`, counted on the server's clock (`offset`: the server's minus this device's, as the phone's may be wrong), ticking each second. */
export function useTimeLeft(until: string | null, offset: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until ? Math.max(0, Date.parse(until) - (now + offset)) : null;
}

/** 29:59, or 1:05:00 past an hour. */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const two = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
