import type { ReactNode } from "react";
import type { PaletteColor } from "../theme/palette";

/**
 * A toast's colour: a palette colour, or `error` (red) and `notice` (blue), the toasts of API errors
 * and API messages (SPEC.md section 8), which are not the brand's teal-blue danger and light-teal
 * info of buttons and badges (section 9).
 */
export type ToastColor = PaletteColor | "error" | "notice";

/** Toast timeout of SPEC.md section 9. */
export const DEFAULT_TOAST_TIMEOUT = 5000;

/** Why a toast went away; handed to `onClose`. */
export type ToastCloseReason = "button" | "action" | "timeout" | "dismiss";

export interface ToastAction {
  label: string;
  /** Runs before the toast closes. */
  onClick?: () => void;
  /** Keep the toast open after the action (default false: an action closes it). */
  keepOpen?: boolean;
}

export interface ToastOptions {
  /** Reusing an id replaces that toast (and restarts its countdown) instead of stacking a copy. */
  id?: string;
  title?: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** URL of an avatar image shown before the text. */
  avatar?: string;
  /** Shows the close button (default true). */
  closable?: boolean;
  /** Milliseconds until the toast closes by itself; 0 keeps it until closed. Default 5000. */
  timeout?: number;
  actions?: readonly ToastAction[];
  /** Runs once when the toast closes, whatever closed it. */
  onClose?: (reason: ToastCloseReason) => void;
  color?: ToastColor;
  /** Runs when the toast body is clicked. */
  onClick?: () => void;
  /** Hovering or focusing pauses the countdown (default true). */
  pauseOnHover?: boolean;
}

export interface Toast extends ToastOptions {
  id: string;
  timeout: number;
  paused: boolean;
}

interface Countdown {
  handle: ReturnType<typeof setTimeout> | undefined;
  startedAt: number;
  remaining: number;
}

export interface Toaster {
  /** Shows a toast and returns its id. */
  create(options: ToastOptions): string;
  /** Closes a toast, running its `onClose`. */
  dismiss(id: string, reason?: ToastCloseReason): void;
  /** Stops a toast's countdown, keeping the time left. */
  pause(id: string): void;
  /** Continues a paused countdown with the time that was left. */
  resume(id: string): void;
  subscribe(listener: () => void): () => void;
  getToasts(): readonly Toast[];
  /**
   * Says a region shows the toasts (`<Toaster>` does this while mounted): countdowns run only then,
   * so a toast raised while the region's code is still loading is read for its whole timeout.
   * Returns the call that says it stopped showing them.
   */
  show(): () => void;
}

export interface CreateToasterOptions {
  /** Default timeout of toasts that give none. */
  timeout?: number;
  /** Most toasts on screen; the oldest closes first. */
  max?: number;
}

/**
 * A toast queue with its own countdowns. It is plain state outside React so that api-error
 * handlers can raise toasts from anywhere, and so fake timers drive it in tests. A countdown starts
 * once a `<Toaster>` shows the toast (see `show`), never before.
 * @example
 *   export const toaster = createToaster();
 *   toaster.create({ title: "Ошибка", description: message, color: "error" });
 */
export function createToaster({
  timeout = DEFAULT_TOAST_TIMEOUT,
  max = 5,
}: CreateToasterOptions = {}): Toaster {
  let toasts: readonly Toast[] = [];
  const countdowns = new Map<string, Countdown>();
  const listeners = new Set<() => void>();
  let nextId = 0;
  // Regions showing the toasts; while there is none, new countdowns wait in `held`.
  let shownBy = 0;
  const held = new Map<string, number>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const setPaused = (id: string, paused: boolean) => {
    toasts = toasts.map((toast) => (toast.id === id ? { ...toast, paused } : toast));
    emit();
  };

  const startCountdown = (id: string, remaining: number) => {
    const countdown: Countdown = {
      startedAt: Date.now(),
      remaining,
      handle: setTimeout(() => toaster.dismiss(id, "timeout"), remaining),
    };
    countdowns.set(id, countdown);
  };

  const stopCountdown = (id: string) => {
    const countdown = countdowns.get(id);
    if (countdown?.handle !== undefined) clearTimeout(countdown.handle);
    countdowns.delete(id);
  };

  const toaster: Toaster = {
    create(options) {
      nextId += 1;
      const id = options.id ?? `toast-${nextId}`;
      const toast: Toast = { ...options, id, timeout: options.timeout ?? timeout, paused: false };
      stopCountdown(id);
      held.delete(id);
      const others = toasts.filter((existing) => existing.id !== id);
      const overflow = others.length + 1 - max;
      toasts = [...others, toast];
      if (toast.timeout > 0) {
        if (shownBy > 0) startCountdown(id, toast.timeout);
        else held.set(id, toast.timeout);
      }
      emit();
      for (const old of others.slice(0, Math.max(0, overflow))) toaster.dismiss(old.id, "dismiss");
      return id;
    },
    dismiss(id, reason = "dismiss") {
      const toast = toasts.find((existing) => existing.id === id);
      if (!toast) return;
      stopCountdown(id);
      held.delete(id);
      toasts = toasts.filter((existing) => existing.id !== id);
      emit();
      toast.onClose?.(reason);
    },
    pause(id) {
      const countdown = countdowns.get(id);
      if (!countdown || countdown.handle === undefined) return;
      clearTimeout(countdown.handle);
      countdowns.set(id, {
        handle: undefined,
        startedAt: countdown.startedAt,
        remaining: Math.max(0, countdown.remaining - (Date.now() - countdown.startedAt)),
      });
      setPaused(id, true);
    },
    resume(id) {
      const countdown = countdowns.get(id);
      if (!countdown || countdown.handle !== undefined) return;
      startCountdown(id, countdown.remaining);
      setPaused(id, false);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getToasts: () => toasts,
    show() {
      shownBy += 1;
      for (const [id, remaining] of held) startCountdown(id, remaining);
      held.clear();
      let shown = true;
      return () => {
        if (shown) shownBy -= 1;
        shown = false;
      };
    },
  };
  return toaster;
}
