// Parts of the design system that no first paint needs (the error screen, the toast region): the
// shell imports them from here only through `import()`, so their code is a chunk of its own,
// fetched the first time one shows.
export { ErrorScreen, Toaster } from "@shop/ui";
