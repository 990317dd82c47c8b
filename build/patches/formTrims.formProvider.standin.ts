/**
 * What antd's form context module (antd/es/form/context.js) takes from rc-field-form — only its
 * `FormProvider` — in the browser build (build patch formTrims). antd imports it from rc-field-form's
 * index, whose static assignments (`Form.Field = Field`, …) keep all of rc-field-form and its
 * async validator (≈ 12 KiB gzip) in every page's first load: antd's Modal, which the app's root
 * holds for `App.useApp()`, reaches that module through its context isolator. The module is the
 * same file the index re-exports, so the context is one and the same; antd Form itself still
 * imports the whole package where a page uses it.
 */
export { FormProvider } from 'rc-field-form/es/FormContext';
