import type { Plugin } from 'vite';
import { importRedirect } from './redirect.ts';

/**
 * Two antd modules take one small thing each from a module that brings all of rc-field-form and
 * its async validator; the build hands each just that thing:
 * - antd's form context (antd/es/form/context.js), which antd's Modal reaches — and the app's
 *   root holds a Modal for `App.useApp()` — takes `FormProvider` from rc-field-form's index,
 *   whose static assignments keep the whole package: it gets rc-field-form's FormContext file,
 *   the very module the index re-exports, so the context is one (formTrims.formProvider.standin.ts);
 * - antd's Radio.Group, which antd Table reaches through its row selection, takes the
 *   three-line `toNamePathStr` from antd's useForm module (formTrims.namePath.standin.ts, held
 *   to antd's own by a unit test).
 * Either one alone brings rc-field-form back, so they are one patch. Pages with a form (login,
 * the create drawer) load rc-field-form as before.
 */
export const formTrims = (): Plugin[] => [
  importRedirect('formTrims', { importer: /\/antd\/es\/form\/context\.js$/, source: 'rc-field-form', standIn: 'formTrims.formProvider.standin.ts' }),
  importRedirect('formTrims', { importer: /\/antd\/es\/radio\/group\.js$/, source: '../form/hooks/useForm', standIn: 'formTrims.namePath.standin.ts' }),
];
