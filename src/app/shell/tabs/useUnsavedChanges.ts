import { Form, type FormInstance } from 'antd';
import { useContext, useEffect, useId } from 'react';
import { TabKeyContext, TabsContext } from './TabsContext.ts';

/**
 * A form reports that its tab holds unsaved input: closing or refreshing the tab then asks
 * first, and leaving the page (reload, close window) asks the browser's question.
 */
export function useUnsavedChanges(dirty: boolean): void {
  const tabs = useContext(TabsContext);
  const key = useContext(TabKeyContext);
  const source = useId();
  useEffect(() => {
    if (!tabs || key === null) return undefined;
    tabs.setDirty(key, dirty, source);
    return () => tabs.setDirty(key, false, source);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the api object changes with every tab change; setDirty is stable
  }, [dirty, key, source, tabs?.setDirty]);
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

/** An antd form marks its tab unsaved while any field is touched (plus `extra`, e.g. an editor beside the form). */
export function useFormUnsaved(form: FormInstance, extra = false): void {
  Form.useWatch([], { form, preserve: true });
  useUnsavedChanges(extra || form.isFieldsTouched());
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
