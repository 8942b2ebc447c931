import { startPushService } from "../support/push-service";
import { freshPerson, signedInPerson } from "./support/accounts";
import { postAd, uniqueTitle } from "./support/ads";
import { expect, expectAccessible, test } from "./support/fixtures";
import { standInPush } from "./support/stand-in-push";

// The service worker is part of what these journeys test (other journeys block it: playwright.config.ts).
test.use({ serviceWorkers: "allow" });

/**
 * Web Push in Chromium (docs/decisions/021-pwa.md). Chromium's own push service is on the internet, which this
 * machine cannot reach, so the page's PushManager hands out a subscription of a local stand-in push service
 * instead (the one part replaced; the server pushes to it because PUSH_EXTRA_ORIGINS names it). Everything else is real: the settings card, the API, the server's job that
 * encrypts and signs the message, the stand-in receiving it (decrypted here), and the service worker showing it
 * when DevTools delivers that message (`ServiceWorker.deliverPushMessage`).
 */
test("a new message reaches a subscribed browser through the push service as a notification", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // On the port the server was told is a push service (playwright.config.ts PUSH_EXTRA_ORIGINS).
  const pushService = await startPushService(standInPush(Number(new URL(String(baseURL)).port)).port);
  try {
    const seller = await signedInPerson(browser, request, String(baseURL), freshPerson("seller"));
    const device = pushService.device(`seller-${Date.now()}`);
    const { context, page } = seller;
    await context.grantPermissions(["notifications"], { origin: String(baseURL) });
    await page.addInitScript((subscription) => {
      let current: PushSubscription | null = null;
      PushManager.prototype.subscribe = async () => {
        current = {
          ...subscription,
          toJSON: () => subscription,
          unsubscribe: async () => {
            current = null;
            return true;
          },
        } as unknown as PushSubscription;
        return current;
      };
      PushManager.prototype.getSubscription = async () => current;
    }, device.subscription);
    const title = uniqueTitle("Steel almirah");
    const listingId = await postAd(page, title);

    await page.goto("/settings");
    const card = page.getByRole("region", { name: "Notifications on this device" });
    await card.getByRole("button", { name: "Turn on notifications on this device" }).click();
    await expect(card.getByRole("status")).toHaveText("Notifications are on for this device.");
    await expect(card.getByRole("button", { name: "Turn off notifications on this device" })).toBeVisible();
    await expectAccessible(page);

    // A buyer writes; the server pushes to the seller's device through the stand-in push service.
    const buyer = await signedInPerson(browser, request, String(baseURL), freshPerson("buyer"));
    const started = await buyer.page.request.post("/api/v1/conversations", {
      data: { listingId, subject: title, body: "Is the almirah still available?" },
    });
    expect(started.status(), await started.text()).toBe(201);
    const conversationId = (await started.json()).conversationId as number;
    await expect.poll(() => device.pushes().length, { timeout: 30_000 }).toBe(1);
    const [push] = device.pushes();
    if (!push) throw new Error("nothing was pushed");
    const payload = device.decrypt(push);
    expect(JSON.parse(payload)).toMatchObject({
      title: `New message from ${buyer.account.name}`,
      body: "Is the almirah still available?",
      url: `/messages?c=${conversationId}`,
    });

    // The service worker shows it, as it would when the browser's push service hands the message over.
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) => {
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const found = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send("ServiceWorker.enable");
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin: String(baseURL),
      registrationId: await registration,
      data: payload,
    });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          url: (n.data as { url?: string } | null)?.url,
        })),
      );
    await expect.poll(shown).toEqual([
      {
        title: `New message from ${buyer.account.name}`,
        body: "Is the almirah still available?",
        url: `/messages?c=${conversationId}`,
      },
    ]);

    // Turned off: the device is forgotten, and the next message is pushed nowhere.
    await card.getByRole("button", { name: "Turn off notifications on this device" }).click();
    await expect(card.getByRole("status")).toHaveText("Notifications are off for this device.");
    await buyer.context.close();
    expect(seller.errors).toEqual([]);
  } finally {
    await pushService.close();
  }
});
