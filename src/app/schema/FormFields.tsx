import { Form } from 'antd';
import { matchesWhen } from '../../../resources/catalogs/actionVariants.ts';
import type { ActionWhen } from '../../../resources/define.ts';
import { useAreas } from '../AreasProvider.tsx';
import { customRulesOf, inputOf } from './fields/customInputs.tsx';
import type { FormItemSpec } from './formItemsOf.ts';

type Values = Record<string, unknown>;

/** Whether a field shown only `when` other fields have some values changed between two states of the form. */
const whenChanged = (when: ActionWhen) => (before: Values, after: Values): boolean => Object.keys(when).some((k) => before[k] !== after[k]);

function FieldItem({ name, label, rules, field, help }: FormItemSpec) {
  const { inputs } = useAreas();
  const Input = inputOf(field, inputs);
  return (
    <Form.Item name={name} label={label} rules={[...rules, ...customRulesOf(field, inputs)]} extra={help} preserve={!field.ui?.shownWhen}>
      <Input field={field} />
    </Form.Item>
  );
}

/**
 * The Form.Items of a generated form, each with its field's input (its own `ui.input`, else its
 * type's). A field with `ui.shownWhen` is there only while the form's values match it (a repair's
 * courier numbers while 服务方式 is 寄修), and sends nothing while hidden.
 */
export function FormFields({ items }: { items: readonly FormItemSpec[] }) {
  return (
    <>
      {items.map((item) => {
        const when = item.field.ui?.shownWhen;
        if (!when) return <FieldItem key={item.name} {...item} />;
        return (
          <Form.Item key={item.name} noStyle shouldUpdate={whenChanged(when)}>
            {({ getFieldsValue }) => (matchesWhen(when, getFieldsValue(true) as Values) ? <FieldItem {...item} /> : null)}
          </Form.Item>
        );
      })}
    </>
  );
}
