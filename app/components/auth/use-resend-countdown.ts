import { useEffect, useState } from "react";

/**
 * Seconds left before a new code may be asked for. Starts from what the server worked out (so the first render
 * matches the HTML) and counts down on the client; `sentAt` restarts it after each send.
 */
export function useResendCountdown(initialSeconds: number, sentAt: string): number {
  const [left, setLeft] = useState(initialSeconds);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `sentAt` is the restart signal (a new code was sent).
  useEffect(() => {
    setLeft(initialSeconds);
    if (initialSeconds <= 0) return;
    const deadline = Date.now() + initialSeconds * 1000;
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [initialSeconds, sentAt]);
  return left;
}

/** Seconds of the 60-second wait left after a code sent at `sentAt` (epoch ms as text), as the server sees it. */
export function resendWait(sentAt: string | null, waitSeconds: number, now = Date.now()): number {
  const sent = Number(sentAt);
  if (!Number.isFinite(sent) || sent <= 0) return 0;
  const elapsed = Math.floor((now - sent) / 1000);
  return Math.min(waitSeconds, Math.max(0, waitSeconds - elapsed));
}
