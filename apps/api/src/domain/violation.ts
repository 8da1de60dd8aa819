/** One violated rule of a request body or query (RFC 9457 extension used by API Platform). */
export interface Violation {
  propertyPath: string;
  message: string;
  code?: string;
}
