import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Violation } from "../domain/violation";
import { currentLocale } from "./locale/locale";
import { translate } from "./locale/texts";

export type { Violation };

/** An `application/problem+json` document (RFC 9457). */
export interface ProblemDocument {
  type: string;
  title: string;
  status: number;
  detail?: string;
  violations?: Violation[];
  [extension: string]: unknown;
}

export const PROBLEM_CONTENT_TYPE = "application/problem+json";

/**
 * An error that becomes a problem document when thrown from a handler or middleware.
 * @example
 *   throw new HttpProblem(404, { detail: "Товар не найден." });
 */
export class HttpProblem extends Error {
  readonly status: ContentfulStatusCode;
  readonly document: ProblemDocument;

  constructor(
    status: ContentfulStatusCode,
    init: {
      title?: string;
      detail?: string;
      type?: string;
      violations?: Violation[];
      [extension: string]: unknown;
    } = {},
  ) {
    const { title, detail, type, violations, ...extensions } = init;
    super(detail ?? title ?? STATUS_TITLES[status] ?? "Ошибка");
    this.status = status;
    this.document = {
      type: type ?? "about:blank",
      title: title ?? STATUS_TITLES[status] ?? "Ошибка",
      status,
      ...(detail ? { detail } : {}),
      ...(violations ? { violations } : {}),
      ...extensions,
    };
  }
}

// Titles in Russian, the API's own language; `problemResponse` answers them in the request's.
const STATUS_TITLES: Partial<Record<number, string>> = {
  400: "Некорректный запрос",
  401: "Требуется вход",
  403: "Доступ запрещён",
  404: "Не найдено",
  405: "Метод не поддерживается",
  409: "Конфликт",
  413: "Слишком большой запрос",
  415: "Неподдерживаемый тип данных",
  422: "Некорректные данные",
  429: "Слишком много запросов",
  500: "Ошибка сервера",
  503: "Сервис недоступен",
};

/**
 * A problem document with its texts (title, detail, violation messages) in a locale
 * (`http/locale/texts.ts`); the document's own fields otherwise unchanged.
 * @example
 *   localiseProblem(new HttpProblem(404, { detail: "Заказ не найден." }).document, "en-US").detail; // "Order not found."
 */
export function localiseProblem(document: ProblemDocument, locale: string): ProblemDocument {
  const { title, detail, violations } = document;
  return {
    ...document,
    title: translate(title, locale),
    ...(detail === undefined ? {} : { detail: translate(detail, locale) }),
    ...(violations
      ? {
          violations: violations.map((violation) => ({
            ...violation,
            message: translate(violation.message, locale),
          })),
        }
      : {}),
  };
}

/** Writes a problem document as the response, in the request's language. */
export function problemResponse(c: Context, problem: HttpProblem): Response {
  const document = localiseProblem(problem.document, c.get("locale") ?? currentLocale());
  return c.json(document, problem.status, { "Content-Type": PROBLEM_CONTENT_TYPE });
}

/** The operation is not among those the resource declares (SPEC.md section 5). */
export const operationDenied = () =>
  new HttpProblem(403, { type: "/api/problems/operation-denied", detail: "Операция запрещена." });
