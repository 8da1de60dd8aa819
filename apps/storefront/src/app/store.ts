import { createStore } from "jotai";

/** The app's one jotai store, so code outside React (API handlers, router events) reaches the same atoms. */
export const appStore = createStore();
