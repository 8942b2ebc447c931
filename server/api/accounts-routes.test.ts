import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";
import { authClient } from "~/tests/support/auth-requests";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

let database: Database;
let t: TestContext;
let auth: ReturnType<typeof authClient>;

beforeEach(async () => {
  database = await getTestDatabase();
  await resetDatabase(database);
  t = await createTestApp(database);
  auth = authClient(t);
});
afterEach(() => t.close());

const me = (token: string, init: RequestInit = {}) =>
  t.app.request(t.url("/api/v1/me"), {
    ...init,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...init.headers },
  });

describe("/api/v1/me", () => {
  it("answers the bearer token's user, and 401 without one", async () => {
    const { token, userId } = await auth.signUp({
      name: "Asha Rao",
      email: "asha@example.in",
      phone: "98765 43210",
    });
    const res = await me(token);
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({
      id: userId,
      name: "Asha Rao",
      email: "asha@example.in",
      phoneNumber: "+919876543210",
      image: null,
    });
    const anonymous = await t.app.request(t.url("/api/v1/me"));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      error: { code: "UNAUTHENTICATED", message: "Please log in first." },
    });
    expect((await me("not-a-token")).status).toBe(401);
  });

  it("changes only the caller's own profile, whatever the body says", async () => {
    const asha = await auth.signUp({ name: "Asha", email: "asha@example.in", phone: "+919876543210" });
    const ravi = await auth.signUp({ name: "Ravi", email: "ravi@example.in", phone: "+919812345678" });
    const res = await me(asha.token, {
      method: "PATCH",
      body: JSON.stringify({ fullName: "Asha Rao", id: ravi.userId, userId: ravi.userId }),
    });
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ id: asha.userId, name: "Asha Rao" });
    expect((await (await me(ravi.token)).json()).user.name).toBe("Ravi");
  });

  it("asks the new address to confirm an e-mail change before making it", async () => {
    const { token } = await auth.signUp({ name: "Asha", email: "asha@example.in", phone: "+919876543210" });
    const res = await me(token, {
      method: "PATCH",
      body: JSON.stringify({ fullName: "Asha", email: "asha.rao@example.in" }),
    });
    expect(await res.json()).toMatchObject({
      emailChangeRequested: true,
      user: { email: "asha@example.in" },
    });
    const mail = t.outbox
      .list()
      .filter((e) => e.channel === "email")
      .at(-1);
    expect(mail?.to).toBe("asha.rao@example.in");
    const link = /(http\S+verify-email\S+)/.exec(mail?.body ?? "")?.[1] ?? "";
    // The link counts only opened by the account's holder (decision 025): not by whoever has the mail alone.
    await t.app.request(link);
    expect((await (await me(token)).json()).user.email).toBe("asha@example.in");
    await t.app.request(link, { headers: { cookie: `mandi.session_token=${encodeURIComponent(token)}` } });
    expect((await (await me(token)).json()).user.email).toBe("asha.rao@example.in");
  });

  it("keeps notification preferences, defaulting to the spec's", async () => {
    const { token } = await auth.signUp({ email: "asha@example.in", phone: "+919876543210" });
    const prefs = (init?: RequestInit) =>
      t.app.request(t.url("/api/v1/me/notification-preferences"), {
        ...init,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      });
    expect(await (await prefs()).json()).toEqual({
      newMessages: true,
      promotionalEmails: false,
      productUpdates: true,
    });
    const saved = await prefs({
      method: "PUT",
      body: JSON.stringify({ newMessages: false, promotionalEmails: true }),
    });
    expect(await saved.json()).toEqual({
      newMessages: false,
      promotionalEmails: true,
      productUpdates: false,
    });
    expect(await (await prefs()).json()).toEqual({
      newMessages: false,
      promotionalEmails: true,
      productUpdates: false,
    });
  });

  it("re-encodes a profile photo to WebP and refuses other files", async () => {
    const { token } = await auth.signUp({ email: "asha@example.in", phone: "+919876543210" });
    const upload = (file: Blob, name: string) => {
      const form = new FormData();
      form.set("photo", file, name);
      return t.app.request(t.url("/api/v1/me/avatar"), {
        method: "PUT",
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
    };
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#23e5db" } })
      .png()
      .toBuffer();
    const res = await upload(new Blob([new Uint8Array(png)], { type: "image/png" }), "me.png");
    expect(res.status).toBe(200);
    const { image } = await res.json();
    expect(image).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\/[0-9a-f-]{36}\/256\.webp$/);
    const served = await t.app.request(t.url(image));
    expect(served.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 256]);

    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    const refused = await upload(new Blob([new Uint8Array(gif)], { type: "image/png" }), "me.png");
    expect(refused.status).toBe(415);
    expect((await refused.json()).error.message).toBe("File type must be PNG, JPG or JPEG.");

    const huge = new Uint8Array(10 * 1024 * 1024 + 100 * 1024);
    const tooLarge = await upload(new Blob([huge], { type: "image/png" }), "big.png");
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).error.message).toBe("File is larger than 10 MB.");
  });

  it("never lets one user's upload delete another user's photo", async () => {
    const asha = await auth.signUp({ name: "Asha", email: "asha@example.in", phone: "+919876543210" });
    const ravi = await auth.signUp({ name: "Ravi", email: "ravi@example.in", phone: "+919812345678" });
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#23e5db" } })
      .png()
      .toBuffer();
    const upload = async (token: string) => {
      const form = new FormData();
      form.set("photo", new Blob([new Uint8Array(png)], { type: "image/png" }), "me.png");
      const res = await t.app.request(t.url("/api/v1/me/avatar"), {
        method: "PUT",
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      return (await res.json()).image as string;
    };
    const raviPhoto = await upload(ravi.token);

    // Asha points her profile at Ravi's photo through better-auth's generic update…
    const pointed = await auth.post(
      "/update-user",
      { image: raviPhoto },
      { authorization: `Bearer ${asha.token}` },
    );
    expect(pointed.status).toBe(400);
    expect(pointed.body.message).toBe("The profile photo can only be changed by uploading one.");
    const signUp = await auth.post("/sign-up/email", {
      name: "Mallory",
      email: "mallory@example.in",
      password: "someone-elses-2024",
      phoneNumber: "+919800000002",
      image: raviPhoto,
    });
    expect(signUp.status).toBe(400);
    // …and even with the record already pointing there (set before this rule existed), her uploads leave it alone.
    await database.db.update(users).set({ image: raviPhoto }).where(eq(users.id, asha.userId));
    const ashaPhoto = await upload(asha.token);
    await upload(asha.token);

    expect((await t.app.request(t.url(raviPhoto))).status).toBe(200);
    expect((await t.app.request(t.url(ashaPhoto))).status).toBe(404);
    expect((await (await me(ravi.token)).json()).user.image).toBe(raviPhoto);
  });
});
