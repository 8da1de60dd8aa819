import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Database } from "../db/client";
import type { CatalogIndexStore } from "../domain/catalog/index/catalog-index-store";
import { addProductImage } from "../domain/catalog/product-editor";
import {
  acceptedImageFormat,
  IMAGE_DECODING_LIMITS,
  type ImageDecoder,
  ImageDecoderBusy,
  ImageRefused,
  MAX_IMAGE_BYTES,
  imageDecoder as processImageDecoder,
  removeUploadedImages,
  STAGED_IMAGE_HOURS,
  stageProductImage,
  storeProductImage,
  sweepStagedImages,
} from "../domain/catalog/product-images";
import { getProductForStaff, productNotFound } from "../domain/catalog/products";
import { requireRole } from "../http/auth/auth";
import { callerOf } from "../http/auth/caller";
import { idParam } from "../http/json-ld";
import { createRouteModule, jsonResponse, problemResponses } from "../http/openapi";
import { HttpProblem } from "../http/problem";
import { StaffProductSchema, StagedImageSchema } from "./schemas/catalog-admin";

/** Image uploads' paths (a product's, and staging's): a body that is a form with a file, up to its own limit. */
export const IMAGE_UPLOADS = /^\/api\/catalog\/admin\/(?:products\/\d{1,9}\/images|image-uploads)$/;
/** The body of an image upload at most: the largest image and the form around it. */
export const MAX_IMAGE_UPLOAD_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

const tags = ["Catalog (staff)"];
const staffOnly = { middleware: requireRole("ROLE_STAFF"), security: [{ bearerAuth: [] as string[] }] };

const imageForm = {
  required: true,
  content: {
    "multipart/form-data": {
      schema: z.object({
        file: z.string().openapi({
          format: "binary",
          description: `JPEG, PNG, WebP, AVIF or GIF by its bytes, whatever its name or declared type, at most ${MAX_IMAGE_BYTES / 1024 / 1024} MiB (413 above; 415 for bytes of another format, SVG and TIFF included; 422 for a file that is not a readable image, over 50 Mpx (AVIF 16 Mpx) or 256 MiB decoded, or not decoded within ${IMAGE_DECODING_LIMITS.seconds} s). Images are decoded one at a time with ${IMAGE_DECODING_LIMITS.maxWaiting} waiting: past them 503 with \`Retry-After\`. Stored as webp, at most 1600 px on its longer side.`,
        }),
      }),
    },
  },
};

const uploadRoute = createRoute({
  method: "post",
  path: "/catalog/admin/products/{id}/images",
  tags,
  summary: "Upload an image of a product (staff): added last, stored as webp",
  ...staffOnly,
  request: { params: idParam, body: imageForm },
  responses: {
    201: jsonResponse(StaffProductSchema, "The product with the new image last."),
    ...problemResponses(401, 403, 404, 413, 415, 422, 503),
  },
});

const stageRoute = createRoute({
  method: "post",
  path: "/catalog/admin/image-uploads",
  tags,
  summary: "Stage an image for a product being created (staff): attached by the creation that names it",
  description: `The file is checked and stored as \`POST …/products/{id}/images\` does, then kept for ${STAGED_IMAGE_HOURS} h: a creation (\`POST /catalog/admin/products\`, \`images: [{ upload, alt }]\`) attaches it; unattached, it is deleted after that.`,
  ...staffOnly,
  request: { body: imageForm },
  responses: {
    201: jsonResponse(StagedImageSchema, "The staged image."),
    ...problemResponses(401, 403, 413, 415, 422, 503),
  },
});

/**
 * An image refusal as an upload answers it: bytes of a format the shop does not take are 415, a
 * decoder with every place taken 503 (its `Retry-After` set by the caller); the rest as they are.
 */
function uploadProblem(error: unknown): unknown {
  if (error instanceof ImageRefused && error.refusal === "unsupported-type") {
    return new HttpProblem(415, error.init);
  }
  if (error instanceof ImageDecoderBusy) {
    return new HttpProblem(503, {
      detail: "Сейчас обрабатываются другие изображения: повторите загрузку через несколько секунд.",
    });
  }
  return error;
}

export interface CatalogAdminImageOptions {
  /** The app's catalog index store: the reference data and category tree the answer reads. */
  catalog: CatalogIndexStore;
  /** Called after an image is added (the catalog index, cached answers); the answer waits for it. */
  onChange(): Promise<void> | void;
  /** Where uploaded images are stored (`DATA_DIR/media`); without it uploads answer 503. */
  mediaDir?: string | undefined;
  /** Decodes uploads in turn (default: the process's, which the YML import shares). */
  imageDecoder?: ImageDecoder | undefined;
}

/**
 * Staff's image uploads, `POST /catalog/admin/products/{id}/images`: the file is checked by its
 * bytes, decoded in turn with the YML import's pictures, stored as webp and added last to the
 * product, with its audit log entry.
 * @example
 *   app.route("/", catalogAdminImageRoutes(db, { catalog, onChange: () => cache.invalidate(), mediaDir }));
 */
export function catalogAdminImageRoutes(
  db: Database,
  { catalog, onChange, mediaDir, imageDecoder = processImageDecoder }: CatalogAdminImageOptions,
) {
  const app = createRouteModule();
  // Staged images left from before a restart go as they would at the next upload.
  if (mediaDir) void sweepStagedImages(mediaDir);
  // The form is read here (the JSON body check lets this path through): the OpenAPI schema
  // documents it, a multipart validator would read it into memory without the type checks below.
  app.openAPIRegistry.registerPath(uploadRoute);
  app.openAPIRegistry.registerPath(stageRoute);

  /** The form's image file, checked by its size and first bytes (not yet decoded). */
  const uploadedImage = async (c: Context): Promise<Uint8Array> => {
    const mediaType = c.req.header("Content-Type")?.split(";")[0]?.trim().toLowerCase();
    if (mediaType !== "multipart/form-data") {
      throw new HttpProblem(415, {
        detail: "Изображение отправляется формой multipart/form-data в поле file.",
      });
    }
    const form = await c.req.formData().catch(() => undefined);
    const file = form?.get("file");
    if (!(file instanceof File)) {
      throw new HttpProblem(422, {
        detail: "Запрос некорректен.",
        violations: [{ propertyPath: "file", message: "Приложите файл изображения.", code: "required" }],
      });
    }
    if (file.size > MAX_IMAGE_BYTES) {
      throw new HttpProblem(413, {
        detail: `Изображение больше ${MAX_IMAGE_BYTES / 1024 / 1024} МиБ.`,
      });
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    // What its bytes say, never its name or declared type: an SVG called photo.png stops here.
    await acceptedImageFormat(bytes).catch((error: unknown) => {
      throw uploadProblem(error);
    });
    return bytes;
  };
  const decodingProblem = (c: Context) => (error: unknown) => {
    if (error instanceof ImageDecoderBusy) c.header("Retry-After", String(error.retryAfterSeconds));
    throw uploadProblem(error);
  };
  // Checked last: a request wrong in itself is told so (4xx) whatever this server's storage.
  const storage = () => {
    if (!mediaDir) throw new HttpProblem(503, { detail: "Хранилище изображений не настроено." });
    return mediaDir;
  };

  app.post("/catalog/admin/products/:id{[0-9]{1,9}}/images", requireRole("ROLE_STAFF"), async (c) => {
    const id = Number(c.req.param("id"));
    const bytes = await uploadedImage(c);
    await getProductForStaff(db, catalog, id);
    const dir = storage();
    const image = await storeProductImage(dir, id, bytes, {
      decoder: imageDecoder,
      whenBusy: "refuse",
    }).catch(decodingProblem(c));
    if (!(await addProductImage(db, catalog, id, image, callerOf(c).id))) {
      await removeUploadedImages(dir, [image.path]);
      throw productNotFound();
    }
    await onChange();
    return c.json(await getProductForStaff(db, catalog, id, c.get("locale")), 201);
  });

  app.post("/catalog/admin/image-uploads", requireRole("ROLE_STAFF"), async (c) => {
    const bytes = await uploadedImage(c);
    const dir = storage();
    // Each staging upload first deletes what waited too long: unattached images outlive the last
    // upload by STAGED_IMAGE_HOURS at most (the API's start sweeps too).
    await sweepStagedImages(dir);
    const staged = await stageProductImage(dir, bytes, {
      decoder: imageDecoder,
      whenBusy: "refuse",
    }).catch(decodingProblem(c));
    return c.json({ upload: staged.id, width: staged.width, height: staged.height }, 201);
  });

  return app;
}
