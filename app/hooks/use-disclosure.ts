import { type FocusEvent, type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";

const FOCUSABLE_LINKS = "a[href]";

/**
 * A disclosure menu (a button showing a panel of links, the WAI-ARIA navigation pattern): Escape closes it and
 * returns focus to the button, a click outside or focus leaving closes it, the arrow keys move between links.
 * ArrowDown on the closed button opens it on its first link; a panel whose links arrive later (a lazily loaded
 * component) calls `focusFirstIfPending` once they are there.
 */
export function useDisclosure<Root extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<Root>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const firstFocusPending = useRef(false);

  /** Focuses the first link if opening from the keyboard asked for it and the links exist; does so once. */
  const focusFirstIfPending = useCallback(() => {
    if (!firstFocusPending.current) return;
    const first = panelRef.current?.querySelector<HTMLElement>(FOCUSABLE_LINKS);
    if (!first) return;
    firstFocusPending.current = false;
    first.focus();
  }, []);

  useEffect(() => {
    if (!open) {
      firstFocusPending.current = false;
      return;
    }
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  function focusLink(index: number | "first" | "last") {
    const links = [...(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE_LINKS) ?? [])];
    if (links.length === 0) return;
    const at =
      index === "first" ? 0 : index === "last" ? links.length - 1 : (index + links.length) % links.length;
    links[at]?.focus();
  }

  function moveFocus(step: 1 | -1) {
    const links = [...(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE_LINKS) ?? [])];
    const current = links.indexOf(document.activeElement as HTMLElement);
    focusLink(current === -1 ? (step === 1 ? "first" : "last") : current + step);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      triggerRef.current?.focus();
      return;
    }
    const onTrigger = event.target === triggerRef.current;
    if (event.key === "ArrowDown" && (open || onTrigger)) {
      event.preventDefault();
      if (!open) {
        firstFocusPending.current = true;
        setOpen(true);
        requestAnimationFrame(focusFirstIfPending);
      } else moveFocus(1);
    } else if (event.key === "ArrowUp" && open) {
      event.preventDefault();
      moveFocus(-1);
    } else if (open && !onTrigger && (event.key === "Home" || event.key === "End")) {
      event.preventDefault();
      focusLink(event.key === "Home" ? "first" : "last");
    }
  }

  function onBlur(event: FocusEvent) {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  /** Following a link closes the menu (the layout stays mounted across client navigations). */
  function onPanelClick(event: { target: EventTarget }) {
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
  }

  return {
    open,
    setOpen,
    close,
    rootRef,
    triggerRef,
    panelRef,
    onKeyDown,
    onBlur,
    onPanelClick,
    focusFirstIfPending,
  };
}
