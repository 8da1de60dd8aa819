export type { CartTotals, PricedLine } from "./totals";
export { calculateTotals } from "./totals";
