import type { Messages } from "@lingui/core";
import { messages as enUSMessages } from "./catalogs/en-US.gen";
import { messages as ruMessages } from "./catalogs/ru.gen";
import type { Locale } from "./locales";

/**
 * This package's own compiled messages (`commonMessages`), per locale: a handful, so every locale
 * comes with the code. Instances put the app's catalogs over them.
 */
export const ownCatalogs: Record<Locale, Messages> = { ru: ruMessages, "en-US": enUSMessages };
