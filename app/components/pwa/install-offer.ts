import { m } from "~/i18n/paraglide/messages";

/**
 * The install offer (docs/decisions/021-pwa.md): shown once, politely, on a second visit and never on the first
 * screen of a visit, when the browser has said Mandi can be installed (`beforeinstallprompt`, Chromium browsers).
 * A visit is a browser tab's session; the screens are counted by the Navigation API's page changes. Plain DOM: it
 * is a small banner, and nothing else on the page depends on it.
 */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

const FIRST_VISIT = "mandi-first-visit";
const OFFERED = "mandi-install-offered";
const VISIT = "mandi-visit";
const BANNER_ID = "install-offer";

export function offerInstall(event: Event) {
  const prompt = event as InstallPromptEvent;
  if (typeof prompt.prompt !== "function") return;
  const visit = read(sessionStorage, VISIT) ?? crypto.randomUUID();
  write(sessionStorage, VISIT, visit);
  const first = read(localStorage, FIRST_VISIT) ?? visit;
  write(localStorage, FIRST_VISIT, first);
  if (first === visit || read(localStorage, OFFERED)) return;
  const navigation = (window as Window & { navigation?: EventTarget }).navigation;
  // The first screen of the visit is left alone: the offer waits for the next one.
  if (navigation) navigation.addEventListener("navigatesuccess", () => show(prompt), { once: true });
}

function show(prompt: InstallPromptEvent) {
  if (read(localStorage, OFFERED) || document.getElementById(BANNER_ID)) return;
  write(localStorage, OFFERED, new Date().toISOString());
  const banner = document.createElement("aside");
  banner.id = BANNER_ID;
  banner.setAttribute("aria-labelledby", `${BANNER_ID}-title`);
  banner.className =
    "fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 text-slate-900 shadow-lg";
  banner.innerHTML = `<img src="/icons/icon-192.png" alt="" width="40" height="40" class="size-10 rounded-md">
<div class="min-w-0 flex-1"><p id="${BANNER_ID}-title" class="font-semibold">${m.shell_install_title()}</p>
<p class="text-sm text-slate-700">${m.shell_install_text()}</p></div>
<div class="flex gap-2"><button type="button" data-answer="later" class="rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100">${m.shell_install_later()}</button>
<button type="button" data-answer="install" class="rounded-md bg-[#002f34] px-3 py-2 text-sm font-semibold text-white">${m.shell_install_yes()}</button></div>`;
  banner.addEventListener("click", (click) => {
    const answer = (click.target as HTMLElement).closest("button")?.dataset.answer;
    if (!answer) return;
    banner.remove();
    if (answer === "install") prompt.prompt().catch(() => {});
  });
  document.body.append(banner);
}

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: string) {
  try {
    storage.setItem(key, value);
  } catch {
    // Storage refused (private mode, full): the offer may come again, which is all that is lost.
  }
}
