import { type RefObject, useLayoutEffect } from "react";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/*
 * A server-rendered page can be typed into before its scripts arrive. React leaves an <input>'s text alone when
 * it hydrates, but a controlled field snaps back to its state at the next render, and hydrating a <textarea>
 * whose text came from the server puts that text back (react-dom's initTextarea). So what the person changed is
 * read here before React runs (route modules import this module, and they are evaluated before hydration starts)
 * and while it hydrates, and the hooks below hand it back to the fields on their first render in the browser.
 */
const early = new WeakMap<Element, string | boolean>();

const isField = (el: EventTarget | null): el is Field =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

const isToggle = (el: Field): el is HTMLInputElement =>
  el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio");

function changedByPerson(el: Field): boolean {
  if (isToggle(el)) return el.checked !== el.defaultChecked;
  if (el instanceof HTMLSelectElement) {
    // Without a `selected` option the browser shows the first one.
    const initial = Array.from(el.options).find((o) => o.defaultSelected) ?? el.options[0];
    return el.value !== (initial?.value ?? "");
  }
  if (el.type === "file" || el.type === "hidden") return false;
  return el.value !== el.defaultValue;
}

function remember(el: Field) {
  early.set(el, isToggle(el) ? el.checked : el.value);
}

const hydrated = () => document.documentElement.dataset.hydrated === "true";

function captureUntilHydrated() {
  if (hydrated()) return;
  for (const el of document.querySelectorAll<Field>("input, textarea, select")) {
    if (changedByPerson(el)) remember(el);
  }
  const onEdit = (event: Event) => {
    if (hydrated()) {
      document.removeEventListener("input", onEdit, true);
      document.removeEventListener("change", onEdit, true);
      return;
    }
    const el = event.target;
    if (!isField(el)) return;
    // Choosing a radio button also unchecks the one chosen before.
    if (el instanceof HTMLInputElement && el.type === "radio" && el.name) {
      const group = (el.form ?? document).querySelectorAll<HTMLInputElement>(
        `input[type="radio"][name="${CSS.escape(el.name)}"]`,
      );
      for (const radio of group) remember(radio);
    } else remember(el);
  };
  document.addEventListener("input", onEdit, true);
  document.addEventListener("change", onEdit, true);
}

if (typeof document !== "undefined") captureUntilHydrated();

function take(el: Element): string | boolean | undefined {
  const value = early.get(el);
  early.delete(el);
  return value;
}

/**
 * A text field, textarea or select that React renders: on its first render in the browser, what was typed or
 * chosen before the scripts ran is put back into it and handed to `keep` (a controlled field sets its state).
 */
export function useTypedBeforeHydration(
  ref: RefObject<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null>,
  keep?: (value: string) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the render that hydrated the field
  useLayoutEffect(() => {
    const el = ref.current;
    const typed = el ? take(el) : undefined;
    if (!el || typeof typed !== "string") return;
    if (el.value !== typed) el.value = typed;
    keep?.(typed);
  }, []);
}

/** A checkbox: the tick given or taken before the scripts ran is kept and handed to `keep`. */
export function useTickedBeforeHydration(
  ref: RefObject<HTMLInputElement | null>,
  keep?: (checked: boolean) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the render that hydrated the field
  useLayoutEffect(() => {
    const el = ref.current;
    const ticked = el ? take(el) : undefined;
    if (!el || typeof ticked !== "boolean") return;
    el.checked = ticked;
    keep?.(ticked);
  }, []);
}

/** A group of radio buttons inside `ref`: the one chosen before the scripts ran is kept and its value handed on. */
export function useChosenBeforeHydration(ref: RefObject<HTMLElement | null>, keep: (value: string) => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the render that hydrated the group
  useLayoutEffect(() => {
    const radios = ref.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [];
    let chosen: HTMLInputElement | undefined;
    for (const radio of radios) if (take(radio) === true) chosen = radio;
    if (!chosen) return;
    chosen.checked = true;
    keep(chosen.value);
  }, []);
}

/** A file input: photos chosen before the scripts ran are handed to `keep` (hydration leaves them in the input). */
export function useFilesChosenBeforeHydration(
  ref: RefObject<HTMLInputElement | null>,
  keep: (files: FileList) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the render that hydrated the field
  useLayoutEffect(() => {
    const files = ref.current?.files;
    if (files && files.length > 0) keep(files);
  }, []);
}
