import { createWriteStream } from "node:fs";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import type { Context } from "hono";
import { parseRates } from "../../domain/catalog/yml-currency";
import type { AppEnv } from "../env";
import { HttpProblem } from "../problem";

// Receiving a YML file for staff's import (routes/catalog-admin-imports.ts): as the body itself or
// as a form's `file` field, streamed to disk and counted, never held whole.

/** The largest YML file staff may upload: 100 000 offers of a 1С export take about 120 MiB. */
export const MAX_IMPORT_BYTES = 256 * 1024 * 1024;
/** The body types of a raw upload (the file itself); a form is `multipart/form-data`. */
const RAW_TYPES = ["application/xml", "text/xml", "application/octet-stream"];

/** The 422 of an import sent without its file. */
export const fileMissing = () =>
  new HttpProblem(422, {
    detail: "Запрос некорректен.",
    violations: [{ propertyPath: "file", message: "Приложите файл YML.", code: "required" }],
  });
const tooLarge = () => new HttpProblem(413, { detail: `Файл больше ${MAX_IMPORT_BYTES / 1024 / 1024} МиБ.` });

/** Counts the bytes going through and stops past the limit (a chunked body has no length to check first). */
function byteLimit(counted: { bytes: number }) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counted.bytes += chunk.length;
      done(counted.bytes > MAX_IMPORT_BYTES ? tooLarge() : null, chunk);
    },
  });
}

/** The operator's rates of a form field or query, or a 422 naming the field. */
function ratesOf(text: string | undefined): Record<string, string> {
  try {
    return parseRates(text ? [text] : []);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw new HttpProblem(422, {
      detail: "Запрос некорректен.",
      violations: [{ propertyPath: "rates", message: error.message, code: "invalid" }],
    });
  }
}

/** What an upload asks besides its file: a preview first (`preview`), the parent of the file's top level (`parent`). */
export interface UploadChoices {
  preview: boolean;
  parentCategoryId: number | undefined;
}

/** `preview` and `parent` of a form or query, or a 422 naming the field. */
function choicesOf(preview: string | undefined, parent: string | undefined): UploadChoices {
  const parentText = parent?.trim() ?? "";
  const parentCategoryId = parentText === "" ? undefined : Number(parentText);
  if (parentCategoryId !== undefined && !(Number.isSafeInteger(parentCategoryId) && parentCategoryId > 0)) {
    throw new HttpProblem(422, {
      detail: "Запрос некорректен.",
      violations: [{ propertyPath: "parent", message: "Нет такого раздела каталога.", code: "invalid" }],
    });
  }
  return { preview: preview === "1" || preview === "true", parentCategoryId };
}

/**
 * Writes the request's file to `path` without holding it: its name, size and the rates and choices
 * sent with it.
 */
export async function receiveFile(
  c: Context<AppEnv>,
  path: string,
): Promise<{ fileName: string; bytes: number; rates: Record<string, string> } & UploadChoices> {
  const contentType = c.req.header("Content-Type") ?? "";
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  const body = c.req.raw.body;
  const counted = { bytes: 0 };
  if (RAW_TYPES.includes(mediaType)) {
    if (!body) throw fileMissing();
    const rates = ratesOf(c.req.query("rates")?.slice(0, 500));
    const choices = choicesOf(c.req.query("preview"), c.req.query("parent")?.slice(0, 20));
    await pipeline(Readable.fromWeb(body as WebReadableStream), byteLimit(counted), createWriteStream(path));
    return {
      fileName: c.req.query("fileName")?.slice(0, 200) || "catalog.yml",
      bytes: counted.bytes,
      rates,
      ...choices,
    };
  }
  if (mediaType !== "multipart/form-data") {
    throw new HttpProblem(415, {
      detail: "Файл YML отправляется формой multipart/form-data в поле file или телом application/xml.",
    });
  }
  if (!body) throw fileMissing();
  let fileName: string | undefined;
  let ratesText: string | undefined;
  let previewText: string | undefined;
  let parentText: string | undefined;
  let saved: Promise<void> | undefined;
  try {
    // Browsers send a file's name in UTF-8 (a 1С export is often «Выгрузка.yml»).
    const form = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: { files: 1, fields: 10 },
    });
    form.on("field", (field, value) => {
      if (field === "rates") ratesText = value.slice(0, 500);
      if (field === "preview") previewText = value.slice(0, 10);
      if (field === "parent") parentText = value.slice(0, 20);
    });
    form.on("file", (field, stream, info) => {
      if (field !== "file" || saved) {
        stream.resume();
        return;
      }
      fileName = info.filename || "catalog.yml";
      saved = pipeline(stream, byteLimit(counted), createWriteStream(path));
      // A rejected write is awaited below; until then it must not count as unhandled.
      saved.catch(() => undefined);
    });
    await pipeline(Readable.fromWeb(body as WebReadableStream), form);
  } catch (error) {
    // A body cut at the size limit is the body limit's 413 (an HttpProblem); anything else (no
    // boundary, a form cut short) is a broken form.
    if (error instanceof HttpProblem) throw error;
    throw new HttpProblem(400, { detail: "Форма запроса повреждена." });
  }
  if (!saved || fileName === undefined) throw fileMissing();
  await saved;
  return { fileName, bytes: counted.bytes, rates: ratesOf(ratesText), ...choicesOf(previewText, parentText) };
}
