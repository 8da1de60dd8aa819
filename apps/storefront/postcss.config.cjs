// Vite runs Panda through PostCSS on src/index.css (see panda.config.ts).
module.exports = { plugins: { "@pandacss/dev/postcss": {} } };
