// Published consumers have no access to the private tooling package, so the library re-exports
// (and tsup bundles) the one preset that tooling/panda-preset defines.
export { breakpoints, colorModeAttribute, default, shopPreset } from "@shop/panda-preset";
