import { createContext, useContext, useEffect, useRef } from "react";

// The forms' side of the leave guard, apart from the guard (leave-guard.tsx): the router's
// blocker is then imported by the admin layout alone, and stays in its chunk instead of a chunk of
// its own that every page's start file would name.

/** Whether one form on the page holds edits not saved, read when the page is about to be left. */
export type Unsaved = { readonly current: boolean };

/** The forms of the page that ask before they are left; one guard (`LeaveGuardProvider`) reads them all. */
export const UnsavedForms = createContext<Set<Unsaved> | null>(null);

/**
 * Makes the page ask before it is left while `unsaved` holds (under a `LeaveGuardProvider`; without
 * one, as in a unit test, it does nothing). `unsaved` is read at the moment of leaving, so a save
 * that moves on to another page (a new product's) is not stopped by the edits it is saving.
 * @example
 *   useLeaveGuard(guardLeaving && formState.isDirty && !formState.isSubmitting);
 */
export function useLeaveGuard(unsaved: boolean) {
  const forms = useContext(UnsavedForms);
  const form = useRef(unsaved);
  form.current = unsaved;
  useEffect(() => {
    if (forms === null) return;
    forms.add(form);
    return () => {
      forms.delete(form);
    };
  }, [forms]);
}
