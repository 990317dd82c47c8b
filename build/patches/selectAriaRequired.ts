import type { Plugin } from 'vite';
import { cleanId, counted } from './counted.ts';
import { countHits } from './hits.ts';

/** The line of rc-select's BaseSelect that lists the props its root element does not take. */
export const OMIT_PROPS_DECLARATION = "var DEFAULT_OMIT_PROPS = ['value', 'onChange',";

/**
 * rc-select (antd Select) hands every prop it does not know both to its search input and to its
 * root `<div>`. antd's Form.Item gives a required field's control `aria-required="true"`: on the
 * input (role combobox) that is right, on the role-less root it is not allowed (axe:
 * aria-allowed-attr, critical; ant-design/ant-design#46030, fixed in antd 6). This transform (dev server and build) adds
 * `aria-required` to the props the root leaves out, so the input alone carries it. The build
 * fails if rc-select no longer declares the list as expected.
 */
export function selectAriaRequired(): Plugin {
  const hits = countHits('selectAriaRequired', ['rc-select/es/BaseSelect/index.js']);
  return counted(hits, {
    name: 'patch:selectAriaRequired',
    transform(code, id) {
      if (!/\/rc-select\/es\/BaseSelect\/index\.js$/.test(cleanId(id))) return null;
      if (!code.includes(OMIT_PROPS_DECLARATION)) this.error('build patch selectAriaRequired: rc-select no longer declares DEFAULT_OMIT_PROPS as expected in es/BaseSelect/index.js');
      hits.hit('rc-select/es/BaseSelect/index.js');
      return code.replace(OMIT_PROPS_DECLARATION, "var DEFAULT_OMIT_PROPS = ['aria-required', 'value', 'onChange',");
    },
  });
}
