import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test/render";
import { Image, type ImageUrlBuilder } from "./image";

const buildUrl: ImageUrlBuilder = (src, { width, height, format, quality, blur }) =>
  `/_image?src=${src}&w=${width}&h=${height}&f=${format}&q=${quality}${blur ? `&blur=${blur}` : ""}`;

describe("Image", () => {
  it("has no accessibility violations", async () => {
    const { container } = render(
      <Image src="/tea.jpg" alt="Пуэр" width={320} height={240} buildUrl={buildUrl} />,
    );
    await expectNoAxeViolations(container);
  });

  it("asks the image route for webp at quality 50 in densities 1 and 2", () => {
    render(<Image src="/tea.jpg" alt="Пуэр" width={320} height={240} buildUrl={buildUrl} />);
    const image = screen.getByRole("img", { name: "Пуэр" });
    expect(image.getAttribute("src")).toBe("/_image?src=/tea.jpg&w=320&h=240&f=webp&q=50");
    expect(image.getAttribute("srcset")).toBe(
      "/_image?src=/tea.jpg&w=320&h=240&f=webp&q=50 1x, /_image?src=/tea.jpg&w=640&h=480&f=webp&q=50 2x",
    );
  });

  it("lays a blurred 10x10 placeholder beneath the photo, hidden from assistive technology", () => {
    render(<Image src="/tea.jpg" alt="Пуэр" width={320} height={240} buildUrl={buildUrl} />);
    const placeholder = screen.getByTestId("image-placeholder");
    expect(placeholder.getAttribute("src")).toBe("/_image?src=/tea.jpg&w=10&h=10&f=webp&q=50&blur=3");
    expect(placeholder.getAttribute("alt")).toBe("");
    expect(placeholder.getAttribute("aria-hidden")).toBe("true");
  });

  it("passes the photo's own load handler through", () => {
    let loads = 0;
    render(
      <Image src="/tea.jpg" alt="Пуэр" width={320} height={240} buildUrl={buildUrl} onLoad={() => loads++} />,
    );
    fireEvent.load(screen.getByRole("img", { name: "Пуэр" }));
    expect(loads).toBe(1);
  });

  it("asks for the placeholder after the real image and at low priority", () => {
    const { container } = render(
      <Image src="/tea.jpg" alt="Пуэр" width={320} height={240} buildUrl={buildUrl} />,
    );
    const images = [...container.querySelectorAll("img")];
    // Document order is request order: the picture in view must not wait behind its placeholder.
    expect(images.map((image) => image.getAttribute("alt"))).toEqual(["Пуэр", ""]);
    expect(screen.getByTestId("image-placeholder").getAttribute("fetchpriority")).toBe("low");
  });
});
