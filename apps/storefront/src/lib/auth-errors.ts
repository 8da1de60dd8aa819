import { atom } from "jotai";

/** Errors of the auth calls, shown as a list on the auth forms; navigating clears it (SPEC.md section 2). */
export const authErrorsAtom = atom<readonly string[]>([]);
