// A separate entry point so that an app's vite.config.ts can read the script without loading React.
export { COLOR_MODE_ATTRIBUTE, COLOR_MODE_STORAGE_KEY, colorModeScript } from "./color-mode";
