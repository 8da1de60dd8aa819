import { useLingui } from "@lingui/react";
import { type ComponentPropsWithoutRef, useEffect, useState } from "react";
import { css, cx } from "../../styled-system/css";

/** Loading-bar numbers of SPEC.md section 4. */
export const LOADING_BAR_DEFAULTS = { throttle: 200, duration: 2000, height: 3 } as const;
/** How long the full bar stays before it fades, so a finished load is visible. */
const FINISH_DELAY = 300;

export interface LoadingBarProps extends Omit<ComponentPropsWithoutRef<"div">, "children"> {
  /** True while a navigation or request is under way. */
  loading: boolean;
  /** Loads shorter than this never show the bar (ms). */
  throttle?: number;
  /** Time the bar takes to creep to 90 % (ms). */
  duration?: number;
  /** Bar height in px. */
  height?: number;
}

type Phase = "idle" | "running" | "finishing";

const barClass = css({
  position: "fixed",
  insetBlockStart: "0",
  insetInlineStart: "0",
  zIndex: "loadingBar",
  bg: "primary.solid",
  transitionProperty: "width, opacity",
  transitionTimingFunction: "ease-out",
  pointerEvents: "none",
});

/**
 * A thin bar at the top of the page while something loads. Short loads (under the throttle)
 * show nothing, so fast navigations do not flicker.
 * @example
 *   <LoadingBar loading={router.state.isLoading} />
 */
export function LoadingBar({
  loading,
  throttle = LOADING_BAR_DEFAULTS.throttle,
  duration = LOADING_BAR_DEFAULTS.duration,
  height = LOADING_BAR_DEFAULTS.height,
  className,
  style,
  ...props
}: LoadingBarProps) {
  const { i18n } = useLingui();
  const [phase, setPhase] = useState<Phase>("idle");
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    if (!loading) return;
    const show = setTimeout(() => {
      setPhase("running");
      setProgress(0);
      // Next frame, so the browser sees 0 % before the transition to 90 % starts.
      requestAnimationFrame(() => setProgress(90));
    }, throttle);
    return () => clearTimeout(show);
  }, [loading, throttle]);

  useEffect(() => {
    if (loading || phase !== "running") return;
    setPhase("finishing");
    setProgress(100);
  }, [loading, phase]);

  useEffect(() => {
    if (phase !== "finishing") return;
    const hide = setTimeout(() => {
      setPhase("idle");
      setProgress(0);
    }, FINISH_DELAY);
    return () => clearTimeout(hide);
  }, [phase]);

  if (phase === "idle") return null;
  return (
    <div
      role="progressbar"
      aria-label={i18n._(/*i18n*/ { id: "ui.loadingBar.label", message: "Loading" })}
      // The load is over while the bar fades: nothing left to announce.
      aria-hidden={phase === "finishing" ? true : undefined}
      className={cx(barClass, className)}
      data-phase={phase}
      style={{
        height,
        width: `${progress}%`,
        opacity: phase === "finishing" ? 0 : 1,
        transitionDuration: phase === "running" ? `${duration}ms, 0ms` : `${FINISH_DELAY}ms`,
        ...style,
      }}
      {...props}
    />
  );
}
LoadingBar.displayName = "LoadingBar";
