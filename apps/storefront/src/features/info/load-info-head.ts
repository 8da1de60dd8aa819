import type { MessageDescriptor } from "@lingui/core";
import { i18n } from "../../lib/i18n";
import { pageOrigin } from "../../lib/page-request";

/**
 * The loader of an information or legal page: the JSON-LD of its head, whose builder arrives
 * outside the entry chunk.
 * @example
 *   loader: () => loadInfoHeadScripts({ breadcrumb: msg({ id: "about.contacts.breadcrumb", message: "Contacts" }), section: "about" }),
 */
export async function loadInfoHeadScripts({
  breadcrumb,
  section,
}: {
  breadcrumb: MessageDescriptor;
  section?: "about";
}) {
  const { infoHeadScripts } = await import("./info-head");
  return infoHeadScripts(i18n, { breadcrumb: i18n._(breadcrumb), section, origin: pageOrigin() });
}
