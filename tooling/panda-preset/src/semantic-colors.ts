/** `{ base, _dark }` pair: the value in light mode and in dark mode. */
function pair(light: string, dark: string) {
  return { value: { base: `{colors.${light}}`, _dark: `{colors.${dark}}` } };
}

/**
 * Semantic colours: components use only these, so light and dark differ in one place. Each palette
 * has `solid` (filled background), `solidHover`, `contrast` (text on solid), `subtle` (tinted
 * background) and `text` (coloured text on the page background).
 */
export const semanticColors = {
  bg: {
    canvas: pair("gray.50", "gray.950"),
    surface: pair("white", "gray.900"),
    muted: pair("gray.100", "gray.800"),
    emphasized: pair("gray.200", "gray.700"),
    inverted: pair("gray.900", "gray.50"),
    overlay: { value: { base: "rgb(3 7 18 / 0.5)", _dark: "rgb(0 0 0 / 0.7)" } },
  },
  fg: {
    default: pair("gray.900", "gray.50"),
    muted: pair("gray.600", "gray.400"),
    subtle: pair("gray.500", "gray.500"),
    inverted: pair("white", "gray.900"),
  },
  border: {
    default: pair("gray.200", "gray.700"),
    strong: pair("gray.400", "gray.500"),
    focus: pair("green.600", "green.400"),
  },
  primary: {
    solid: pair("green.700", "green.500"),
    solidHover: pair("green.800", "green.400"),
    contrast: pair("white", "gray.950"),
    subtle: pair("green.100", "green.900"),
    text: pair("green.700", "green.300"),
  },
  secondary: {
    solid: pair("gray.200", "gray.700"),
    solidHover: pair("gray.300", "gray.600"),
    contrast: pair("gray.900", "gray.50"),
    subtle: pair("gray.100", "gray.800"),
    text: pair("gray.700", "gray.300"),
  },
  // Danger is teal-blue and turns green on hover: the brand's own choice (SPEC.md section 9).
  danger: {
    solid: pair("tealBlue.600", "tealBlue.300"),
    solidHover: pair("green.700", "green.400"),
    contrast: pair("white", "gray.950"),
    subtle: pair("tealBlue.100", "tealBlue.900"),
    text: pair("tealBlue.700", "tealBlue.300"),
  },
  warning: {
    solid: pair("amber.600", "amber.300"),
    solidHover: pair("amber.700", "amber.100"),
    contrast: pair("white", "gray.950"),
    subtle: pair("amber.100", "amber.900"),
    text: pair("amber.700", "amber.300"),
  },
  success: {
    solid: pair("green.700", "green.400"),
    solidHover: pair("green.800", "green.300"),
    contrast: pair("white", "gray.950"),
    subtle: pair("green.100", "green.900"),
    text: pair("green.700", "green.300"),
  },
  info: {
    solid: pair("teal.300", "teal.300"),
    solidHover: pair("teal.200", "teal.200"),
    contrast: pair("teal.900", "gray.950"),
    subtle: pair("teal.100", "teal.900"),
    text: pair("teal.800", "teal.200"),
  },
  // The toast of an API error is red and that of an API message blue (SPEC.md section 8), apart
  // from the brand's teal-blue danger and light-teal info of buttons and badges (section 9).
  error: {
    solid: pair("red.600", "red.300"),
    solidHover: pair("red.700", "red.100"),
    contrast: pair("white", "gray.950"),
    subtle: pair("red.100", "red.900"),
    text: pair("red.700", "red.300"),
  },
  notice: {
    solid: pair("blue.600", "blue.300"),
    solidHover: pair("blue.700", "blue.100"),
    contrast: pair("white", "gray.950"),
    subtle: pair("blue.100", "blue.900"),
    text: pair("blue.700", "blue.300"),
  },
  accent: {
    solid: pair("purple.600", "purple.300"),
    solidHover: pair("purple.700", "purple.100"),
    contrast: pair("white", "gray.950"),
    subtle: pair("purple.100", "purple.900"),
    text: pair("purple.700", "purple.300"),
  },
};
