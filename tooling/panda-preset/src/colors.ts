/**
 * Raw palettes. Values are sRGB hex so that every browser the shop supports renders them the same.
 * Only the scales the semantic tokens refer to are here: Panda writes every token as a CSS
 * variable, so an unused palette would cost bytes on every page.
 */
function scale(values: Record<string, string>) {
  return Object.fromEntries(Object.entries(values).map(([step, value]) => [step, { value }]));
}

export const colors = {
  white: { value: "#ffffff" },
  black: { value: "#000000" },
  transparent: { value: "transparent" },
  currentColor: { value: "currentColor" },
  // Cool gray: the neutrals of the whole interface (SPEC.md section 9).
  gray: scale({
    50: "#f9fafb",
    100: "#f3f4f6",
    200: "#e5e7eb",
    300: "#d1d5db",
    400: "#9ca3af",
    500: "#6b7280",
    600: "#4b5563",
    700: "#374151",
    800: "#1f2937",
    900: "#111827",
    950: "#030712",
  }),
  // Green: primary and success.
  green: scale({
    50: "#f0fdf4",
    100: "#dcfce7",
    200: "#bbf7d0",
    300: "#86efac",
    400: "#4ade80",
    500: "#22c55e",
    600: "#16a34a",
    700: "#15803d",
    800: "#166534",
    900: "#14532d",
  }),
  // Teal-blue: the brand's danger colour (hovered with green).
  tealBlue: scale({
    100: "#cde8ef",
    300: "#6fb6c9",
    500: "#1f7f9a",
    600: "#176a82",
    700: "#12566a",
    900: "#0a3340",
  }),
  // Light teal: info.
  teal: scale({
    100: "#ccfbf1",
    200: "#99f6e4",
    300: "#5eead4",
    600: "#0d9488",
    800: "#115e59",
    900: "#134e4a",
  }),
  // Orange-brown: warning.
  amber: scale({
    100: "#fbe9d6",
    300: "#e8b27a",
    500: "#c2702a",
    600: "#a45a1d",
    700: "#854716",
    900: "#4a270b",
  }),
  // Red and blue: the toasts of API errors and API messages (SPEC.md section 8), nothing else.
  red: scale({
    100: "#fee2e2",
    300: "#fca5a5",
    600: "#dc2626",
    700: "#b91c1c",
    900: "#7f1d1d",
  }),
  blue: scale({
    100: "#dbeafe",
    300: "#93c5fd",
    600: "#2563eb",
    700: "#1d4ed8",
    900: "#1e3a8a",
  }),
  // Purple: the default accent of badges and tags.
  purple: scale({
    100: "#ede9fe",
    300: "#c4b5fd",
    500: "#8b5cf6",
    600: "#7c3aed",
    700: "#6d28d9",
    900: "#4c1d95",
  }),
};
