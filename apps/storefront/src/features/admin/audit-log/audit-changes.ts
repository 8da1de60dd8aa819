import type { JsonValue } from "@shop/api-client";

/** One field an audit entry shows changed, its values as text (undefined: the field was not there). */
export interface FieldChange {
  field: string;
  before: string | undefined;
  after: string | undefined;
}

// Linked-data keys name the record, which the entry's row already says.
const HIDDEN = new Set(["@id", "@type"]);

const fieldsOf = (record: JsonValue): Record<string, JsonValue> =>
  record !== null && typeof record === "object" && !Array.isArray(record) ? record : {};

const asText = (value: JsonValue | undefined): string | undefined =>
  value === undefined ? undefined : typeof value === "string" ? value : JSON.stringify(value);

/**
 * The fields of a record that an audit entry's before and after differ in, in the order the record
 * has them: all of them for a creation (nothing before) or a deletion (nothing after). Nested
 * values (a product's prices, an order's recipient) are compared and shown as JSON.
 * @example
 *   changedFields({ title: "Опт", ordersAccessRole: "ROLE_STAFF" }, { title: "Опт", ordersAccessRole: "ROLE_ADMIN" });
 *   // [{ field: "ordersAccessRole", before: "ROLE_STAFF", after: "ROLE_ADMIN" }]
 */
export function changedFields(before: JsonValue, after: JsonValue): FieldChange[] {
  const was = fieldsOf(before);
  const is = fieldsOf(after);
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])].filter(
    (field) => !HIDDEN.has(field),
  );
  return fields.flatMap((field) => {
    const change = { field, before: asText(was[field]), after: asText(is[field]) };
    return change.before === change.after ? [] : [change];
  });
}
