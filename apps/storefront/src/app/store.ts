import { createStore } from "jotai";

/**
 * The tab's jotai store in the browser, so code outside React (API handlers, router events) reaches
 * the atoms the page renders. The server gives each request a store of its own (`getRouter`).
 */
export const appStore = createStore();
