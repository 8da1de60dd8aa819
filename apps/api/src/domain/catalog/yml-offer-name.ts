import { PRODUCT_LIMITS } from "./catalog-limits";
import type { YmlOffer } from "./yml-reader";

// An offer's name as the YML format composes it for its type (Yandex Market's documentation of
// the offer types): a simple offer has its `name`; `vendor.model` is "typePrefix vendor model"; a
// book or an audiobook is its author and its name; `artist.title` is the artist and the title (a
// film has only its title); a tour is its country, region, hotel (`name`) and days; an event ticket
// its name, place and date. `medicine`, `alco` and any other type have a `name`. Where the type's
// own fields are missing, the offer's `name` is taken, then its typePrefix, vendor and model, then
// its `title`: a file that mixes the types still names every offer it can.

/** Joins the parts that are there with single spaces. */
const spaced = (...parts: (string | undefined)[]) =>
  parts
    .map((part) => part?.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join(" ");

/**
 * The offer's name by its type, or undefined when it has none. A composed name longer than a
 * title may be drops its trailing parts (a ticket's date, a tour's days) before it is refused.
 * @example
 *   offerName({ type: "vendor.model", nameParts: { typePrefix: "Принтер", vendor: "HP", model: "Deskjet D2663" } });
 *   // "Принтер HP Deskjet D2663"
 */
export function offerName(offer: Pick<YmlOffer, "type" | "name" | "nameParts">): string | undefined {
  const p = offer.nameParts;
  const name = offer.name?.trim() || undefined;
  const vendorModel = p.model ? spaced(p.typePrefix, p.vendor, p.model) : undefined;
  const within = (...candidates: (string | undefined)[]) =>
    candidates.find((candidate) => candidate && candidate.length <= PRODUCT_LIMITS.title) ??
    candidates.find(Boolean);
  switch (offer.type) {
    case "vendor.model":
      return within(vendorModel, name);
    case "book":
    case "audiobook":
      return within(name && p.author ? `${spaced(p.author)}. ${spaced(name)}` : undefined, name);
    case "artist.title":
      return within(
        p.title && p.artist ? `${spaced(p.artist)} — ${spaced(p.title)}` : undefined,
        p.title,
        name,
      );
    case "tour": {
      const place = [p.country, p.region, name]
        .map((part) => spaced(part))
        .filter(Boolean)
        .join(", ");
      return within(p.days && place ? `${place}, ${spaced(p.days)} дн.` : undefined, place || undefined);
    }
    case "event-ticket": {
      const parts = [name, p.place, p.date].map((part) => spaced(part)).filter(Boolean);
      return within(parts.join(", ") || undefined, parts.slice(0, 2).join(", ") || undefined, name);
    }
    default:
      return within(name, vendorModel, p.title?.trim() || undefined);
  }
}
