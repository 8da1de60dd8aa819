import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "./env";
import { invalidInput } from "./errors";
import { currentLocale } from "./locale/locale";
import { translate } from "./locale/texts";
import { PROBLEM_CONTENT_TYPE } from "./problem";

// Building blocks for `createRoute` declarations, so every route documents its body types and
// problem answers the same way.

export const ProblemSchema = z
  .object({
    type: z.string().openapi({ example: "about:blank" }),
    title: z.string().openapi({ example: "Unprocessable Content" }),
    status: z.number().int().openapi({ example: 422 }),
    detail: z.string().optional(),
    violations: z
      .array(z.object({ propertyPath: z.string(), message: z.string(), code: z.string().optional() }))
      .optional(),
  })
  .openapi("Problem", { description: "RFC 9457 problem details (`application/problem+json`)." });

const PROBLEM_DESCRIPTIONS: Record<number, string> = {
  400: "Malformed JSON or a malformed header.",
  401: "No valid Bearer token.",
  403: "Forbidden, or the operation is denied.",
  404: "Not found.",
  409: "Conflict.",
  413: "Request body larger than 1 MiB.",
  415: "Unsupported request body type.",
  422: "Invalid input: `violations` name the fields.",
  429: "Too many requests: see `Retry-After`.",
  503: "The database does not answer.",
};

/**
 * OpenAPI `responses` entries for the problem documents a route may answer.
 * @example
 *   responses: { 200: { … }, ...problemResponses(401, 422) }
 */
export function problemResponses<const Status extends number>(...statuses: Status[]) {
  const responses = {} as Record<Status, ProblemResponse>;
  for (const status of statuses) {
    responses[status] = {
      description: PROBLEM_DESCRIPTIONS[status] ?? "Error.",
      content: { [PROBLEM_CONTENT_TYPE]: { schema: ProblemSchema } },
    };
  }
  return responses;
}

interface ProblemResponse {
  description: string;
  content: Record<string, { schema: typeof ProblemSchema }>;
}

/**
 * A POST or PUT body: JSON-LD or plain JSON.
 * @example
 *   request: { body: jsonBody(LoginSchema) }
 */
export function jsonBody<Schema extends z.ZodType>(schema: Schema) {
  return {
    required: true,
    content: { "application/ld+json": { schema }, "application/json": { schema } },
  } as const;
}

/**
 * A PATCH body: a JSON merge patch (RFC 7396), plain JSON accepted too.
 * @example
 *   request: { body: mergePatchBody(ProfilePatchSchema) }
 */
export function mergePatchBody<Schema extends z.ZodType>(schema: Schema) {
  return {
    required: true,
    content: { "application/merge-patch+json": { schema }, "application/json": { schema } },
  } as const;
}

/** A shape whose defaulted fields are their plain types: nothing is filled in when left out. */
type WithoutDefaults<Shape extends z.ZodRawShape> = {
  [Key in keyof Shape]: Shape[Key] extends z.ZodDefault<infer Inner> ? Inner : Shape[Key];
};

/**
 * The merge patch (RFC 7396) of a resource's input schema: every field optional, and none filled in
 * by a default when left out, so a patch changes what it names and nothing else (a status patched
 * for its colour keeps its sales channels and stays the default it was).
 * @example
 *   const StatusPatch = mergePatchOf(StatusInput).openapi("OrderStatusPatch");
 */
export function mergePatchOf<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  const fields = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      field instanceof z.ZodDefault ? field.unwrap() : field,
    ]),
  ) as WithoutDefaults<Shape>;
  return z.object(fields).partial();
}

/**
 * A JSON (JSON-LD) success answer.
 * @example
 *   responses: { 200: jsonResponse(ProfileSchema, "The caller's profile.") }
 */
export function jsonResponse<Schema extends z.ZodType>(schema: Schema, description: string) {
  return { description, content: { "application/ld+json": { schema }, "application/json": { schema } } };
}

export const MessageResponseSchema = z
  .object({
    "@type": z.literal("MessageResponse"),
    message: z.string().openapi({ example: "Код отправлен на почту." }),
  })
  .openapi("MessageResponse", { description: "A success answer that is only a message for the user." });

/**
 * The body of a MessageResponse (docs/contract.md), its message (written in Russian) in the
 * request's language (`http/locale/texts.ts`).
 * @example
 *   return c.json(messageResponse("Пароль изменён."), 200);
 */
export const messageResponse = (message: string) => ({
  "@type": "MessageResponse" as const,
  message: translate(message, currentLocale()),
});

/**
 * A route module's own OpenAPIHono with the API's validation answer (422 with `violations`):
 * without the hook a sub-app would answer schema failures with Zod's raw 400.
 * @example
 *   export function settingsRoutes(db: Database) {
 *     return createRouteModule().openapi(publicSettingsRoute, async (c) => c.json(await readPublicSettings(db), 200));
 *   }
 */
export function createRouteModule() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => (result.success ? undefined : invalidInput(c, result.error)),
  });
}
