import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations, renderWithI18n } from "../test/render";
import { LoadingBar } from "./loading-bar";

describe("LoadingBar", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("has no accessibility violations while shown", async () => {
    const { container } = renderWithI18n(<LoadingBar loading />);
    act(() => vi.advanceTimersByTime(200));
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });

  it("stays hidden for loads shorter than the 200 ms throttle", () => {
    const { rerender } = renderWithI18n(<LoadingBar loading />);
    act(() => vi.advanceTimersByTime(199));
    rerender(<LoadingBar loading={false} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("shows a 3 px bar creeping over 2000 ms after the throttle, then completes and goes away", () => {
    const { rerender } = renderWithI18n(<LoadingBar loading />);
    act(() => vi.advanceTimersByTime(200));
    act(() => vi.advanceTimersToNextFrame());
    const bar = screen.getByRole("progressbar", { name: "Loading" });
    expect(bar.style.height).toBe("3px");
    expect(bar.style.width).toBe("90%");
    expect(bar.style.transitionDuration).toContain("2000ms");
    rerender(<LoadingBar loading={false} />);
    // Fading out it reports nothing any more: hidden from assistive technology (and from axe's
    // check that all content sits in a landmark), though still painted.
    expect(screen.queryByRole("progressbar")).toBeNull();
    const finishing = screen.getByRole("progressbar", { hidden: true });
    expect(finishing.style.width).toBe("100%");
    expect(finishing.getAttribute("aria-hidden")).toBe("true");
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole("progressbar", { hidden: true })).toBeNull();
  });
});
