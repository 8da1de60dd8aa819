/** The layouts of SPEC.md section 2; a route picks one with `staticData: { layout }`. */
export type LayoutName =
  | "default"
  | "index-page"
  | "two-columns"
  | "white-block"
  | "white-block-small"
  | "error";

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /** The layout the page renders in; `default` when absent. */
    layout?: LayoutName;
  }
}
