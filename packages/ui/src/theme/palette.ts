/** The palettes of the preset's semantic colours (SPEC.md section 9); `accent` is the purple default. */
export type PaletteColor = "primary" | "secondary" | "danger" | "warning" | "success" | "info" | "accent";
