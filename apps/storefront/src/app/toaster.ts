import type { ApiEvent } from "@shop/api-client";
import { commonMessages } from "@shop/i18n";
import { createToaster } from "@shop/ui";
import { readableApiMessage } from "../lib/api-messages";
import { i18n } from "../lib/i18n";

/** The app's toast queue, rendered by `<Toaster>` in the root route. */
export const toaster = createToaster();

/**
 * api-error: red toast titled by `common.error` with the message; api-message: blue informational
 * toast with the message (SPEC.md section 8). Both close after the event's timeout.
 */
export function showApiEvent(event: ApiEvent) {
  if (event.type === "api-error") {
    toaster.create({
      title: i18n._(commonMessages.error),
      description: readableApiMessage(event.toast.description),
      color: "error",
      timeout: event.toast.timeout,
    });
  } else {
    toaster.create({ description: event.toast.description, color: "notice", timeout: event.toast.timeout });
  }
}
