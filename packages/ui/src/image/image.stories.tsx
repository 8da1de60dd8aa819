import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { storyDocs } from "../test/story-docs";
import { Image, type ImageUrlBuilder } from "./image";

// Stands in for the app's image route: an SVG whose size and blur show what was asked for.
const buildUrl: ImageUrlBuilder = (_src, { width, height, blur }) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${blur ? "#86efac" : "#15803d"}"/><circle cx="50%" cy="50%" r="30%" fill="#f0fdf4"/></svg>`,
  )}`;

const meta = {
  title: "Media/Image",
  component: Image,
  parameters: storyDocs({
    ru: "Картинка через маршрут изменения размера приложения: `buildUrl(src, { width, height, format, quality })` передаёт приложение; `srcset` для плотности 1x и 2x, размытая заглушка 10×10, пока картинка грузится. `alt` обязателен (пустой — для декоративных).",
    en: "An image through the app's resizing route: the app passes `buildUrl(src, { width, height, format, quality })`; a 1x and 2x `srcset`, and a blurred 10×10 placeholder until it loads. `alt` is required (empty for decorative ones).",
    components: { Image },
  }),
  args: { src: "/media/puer.jpg", alt: "Пуэр Шу", width: 320, height: 240, buildUrl },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element the eye sees at the centre of an element's box. */
const seenAtCentre = (element: Element) => {
  const box = element.getBoundingClientRect();
  return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
};

// Once loaded, the photo is what shows: the placeholder lies beneath it.
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>("img", { name: "Пуэр Шу" });
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
    await expect(seenAtCentre(image)).toBe(image);
    await expect(image.getAttribute("srcset")).toContain(" 2x");
  },
};

// A URL that never answers: the placeholder shows through the empty photo above it.
export const Placeholder: Story = {
  args: {
    buildUrl: (src, options) =>
      options.width === 10 ? buildUrl(src, options) : "data:image/gif;base64,invalid-image-keeps-loading",
  },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByTestId<HTMLImageElement>("image-placeholder");
    await waitFor(() => expect(placeholder.complete && placeholder.naturalWidth > 0).toBe(true));
    await expect(placeholder).toBeVisible();
    // The photo's layer stays on top, waiting: no script has to lift a cover off it when it comes.
    await expect(seenAtCentre(placeholder)).toBe(canvas.getByRole("img", { name: "Пуэр Шу" }));
  },
};

export const Dark: Story = { ...Loaded, globals: { colorMode: "dark" } };
