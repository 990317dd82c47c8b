import { Form, type FormInstance } from 'antd';
import { useContext, useEffect, useId, useRef } from 'react';
import { TabKeyContext, TabsContext } from './TabsContext.ts';

/**
 * A form reports that its tab holds unsaved input: the tab then stays mounted while another is
 * shown (TabViews), shows ●, and closing or refreshing it asks first; reloading the window asks
 * the browser's question.
 *
 * The tab reads the state through a getter of the last render, not through an effect: a page
 * hidden by `<Activity>` runs no effects, and a form reset in the very render that hid it (a save
 * that navigates on) would otherwise stay unsaved for ever. For the same reason a hidden tab's
 * forms are not forgotten by their cleanup (TabsProvider.unregisterForm).
 */
export function useUnsavedChanges(dirty: boolean): void {
  const tabs = useContext(TabsContext);
  const key = useContext(TabKeyContext);
  const source = useId();
  const latest = useRef(dirty);
  // written while rendering on purpose: the getter must see the last render, hidden or not (see above)
  latest.current = dirty;
  const register = tabs?.registerForm;
  const unregister = tabs?.unregisterForm;
  const changed = tabs?.formChanged;
  useEffect(() => {
    if (!register || !unregister || key === null) return undefined;
    register(key, source, () => latest.current);
    return () => unregister(key, source);
  }, [key, source, register, unregister]);
  // the tab bar draws ● again only when the answer changes (not for every form that mounts clean)
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current === dirty) return;
    reported.current = dirty;
    changed?.();
  }, [dirty, changed]);
  // outside the tabs (a test rendering one page), the form guards the window itself
  const alone = !tabs || key === null;
  useEffect(() => {
    if (!alone || !dirty) return undefined;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [alone, dirty]);
}

/**
 * Whether any field of an antd form is touched, re-rendering on every change. A hidden tab's
 * fields are unregistered (`<Activity>` runs their componentWillUnmount) and would read as
 * untouched: with no field registered, the last answer given while they were stands.
 */
export function useFormTouched(form: FormInstance | undefined): boolean {
  Form.useWatch([], { form, preserve: true });
  const last = useRef(false);
  // written while rendering on purpose: the answer of the last render with registered fields
  if (form && form.getFieldsError().length > 0) last.current = form.isFieldsTouched();
  return last.current;
}

/** An antd form marks its tab unsaved while any field is touched (plus `extra`, e.g. an editor beside the form). */
export function useFormUnsaved(form: FormInstance, extra = false): void {
  const touched = useFormTouched(form);
  useUnsavedChanges(extra || touched);
}

/** After a save: the form's fields count as untouched again, so the tab is no longer unsaved. */
export function markFormSaved(form: FormInstance): void {
  form.setFields(Object.keys(form.getFieldsValue(true) as object).map((name) => ({ name, touched: false })));
}

/**
 * Fills a form with a loaded record. antd's `setFieldsValue` marks every field it changes as
 * touched, which would show the tab as unsaved before anyone typed: loaded values are the saved
 * state, so they are marked untouched at once.
 */
export function loadFormValues(form: FormInstance, values: object): void {
  form.setFieldsValue(values);
  markFormSaved(form);
}
