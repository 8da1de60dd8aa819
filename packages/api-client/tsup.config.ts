import { libraryConfig } from "@shop/tsup-config";

// The client, and the image size reader on a subpath of its own: it carries a parser of image
// formats that a bundle which only builds image URLs should not.
export default libraryConfig({
  entry: { index: "src/index.ts", "image-metadata": "src/image-metadata.ts" },
});
