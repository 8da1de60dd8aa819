// Storybook's Vite (and the story tests) run Panda through PostCSS on .storybook/panda.css.
module.exports = { plugins: { "@pandacss/dev/postcss": {} } };
