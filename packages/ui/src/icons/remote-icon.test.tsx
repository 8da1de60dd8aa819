import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/render";
import { IconSet, RemoteIcon } from "./remote-icon";

const useHref = (container: HTMLElement, name: string) =>
  container.querySelector(`svg[data-icon="${name}"] use`)?.getAttribute("href");

describe("RemoteIcon", () => {
  it("draws its symbol from one sprite URL for the whole set: sorted, without repeats", () => {
    const { container } = render(
      <IconSet href="/api/core/icons" names={["teaware", "tea", "teaware"]}>
        <RemoteIcon name="tea" />
        <RemoteIcon name="teaware" />
      </IconSet>,
    );
    expect(useHref(container, "tea")).toBe("/api/core/icons?icons=tea,teaware#tea");
    expect(useHref(container, "teaware")).toBe("/api/core/icons?icons=tea,teaware#teaware");
  });

  it("is decorative and sized like the kit's own icons", async () => {
    const { container } = render(
      <IconSet href="https://shop.example/api/core/icons?v=2" names={["leaf"]}>
        <button type="button">
          <RemoteIcon name="leaf" className="accent" /> Зелёный чай
        </button>
      </IconSet>,
    );
    const svg = container.querySelector("svg") as SVGSVGElement;
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    expect(svg.getAttribute("focusable")).toBe("false");
    expect(svg.getAttribute("width")).toBe("1.25em");
    expect(svg.getAttribute("class")).toBe("accent");
    expect(useHref(container, "leaf")).toBe("https://shop.example/api/core/icons?v=2&icons=leaf#leaf");
    await expectNoAxeViolations(container);
  });

  it("says what is wrong when it has no IconSet or its name is not in it", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<RemoteIcon name="tea" />)).toThrow(/needs an IconSet/);
    expect(() =>
      render(
        <IconSet href="/api/core/icons" names={["coffee"]}>
          <RemoteIcon name="tea" />
        </IconSet>,
      ),
    ).toThrow(/"tea" is not among its IconSet's names \(coffee\)/);
    vi.restoreAllMocks();
  });
});
