import { useEffect, useState } from "react";
import { SettingsCard } from "~/app/components/auth/settings-card";
import { m } from "~/i18n/paraglide/messages";

type PushState = "checking" | "unsupported" | "blocked" | "off" | "on" | "busy";

const outline =
  "inline-flex min-h-11 items-center justify-center rounded-md border border-brand px-4 font-semibold text-brand hover:bg-slate-50 disabled:opacity-60";
const primary =
  "inline-flex min-h-11 items-center justify-center rounded-md bg-brand px-4 font-semibold text-white hover:bg-brand/90 disabled:opacity-60";

/**
 * Web Push for this device (docs/decisions/021-pwa.md): asks the browser for permission, subscribes with Mandi's
 * VAPID key through the service worker and hands the subscription to POST /api/v1/push/subscriptions. New
 * messages and offers then arrive as notifications while "New Messages" is on. It needs the page's scripts: until
 * they run the card shows its title and purpose only.
 */
export function PushDeviceCard() {
  const [state, setState] = useState<PushState>("checking");
  const [message, setMessage] = useState("");

  useEffect(() => {
    if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
      return setState("unsupported");
    }
    if (Notification.permission === "denied") return setState("blocked");
    void navigator.serviceWorker.getRegistration().then(async (registration) => {
      if (!registration) return setState("unsupported");
      setState((await registration.pushManager.getSubscription()) ? "on" : "off");
    });
  }, []);

  async function turnOn() {
    setState("busy");
    setMessage("");
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") return setState(permission === "denied" ? "blocked" : "off");
      const key = (await (await fetch("/api/v1/push/key")).json()) as { publicKey: string | null };
      if (!key.publicKey) {
        setMessage(m.account_push_not_available());
        return setState("off");
      }
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: key.publicKey,
      });
      const saved = await fetch("/api/v1/push/subscriptions", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(subscription.toJSON()),
      });
      if (!saved.ok) {
        await subscription.unsubscribe();
        throw new Error(`status ${saved.status}`);
      }
      setState("on");
      setMessage(m.account_push_on());
    } catch {
      setState("off");
      setMessage(m.account_push_on_failed());
    }
  }

  async function turnOff() {
    setState("busy");
    setMessage("");
    try {
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.getSubscription();
      if (subscription) {
        const endpoint = encodeURIComponent(subscription.endpoint);
        await fetch(`/api/v1/push/subscriptions?endpoint=${endpoint}`, { method: "DELETE" });
        await subscription.unsubscribe();
      }
      setState("off");
      setMessage(m.account_push_off());
    } catch {
      setState("on");
      setMessage(m.account_push_off_failed());
    }
  }

  return (
    <SettingsCard
      id="settings-push"
      title={m.account_push_title()}
      description={m.account_push_description()}
    >
      {/* Until the scripts run (or without them) the card only says what it is for. */}
      {state === "checking" ? null : state === "unsupported" ? (
        <p className="text-slate-700">{m.account_push_unsupported()}</p>
      ) : state === "blocked" ? (
        <p className="text-slate-700">{m.account_push_blocked()}</p>
      ) : state === "on" ? (
        <button type="button" className={outline} onClick={turnOff}>
          {m.account_push_turn_off()}
        </button>
      ) : (
        <button type="button" className={primary} disabled={state === "busy"} onClick={turnOn}>
          {m.account_push_turn_on()}
        </button>
      )}
      <p role="status" className="mt-3 text-sm text-slate-700 empty:hidden">
        {message}
      </p>
    </SettingsCard>
  );
}
