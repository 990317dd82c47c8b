import { Form } from 'antd';
import { FIELD_INPUTS } from './fields/inputRegistry.ts';
import type { FormItemSpec } from './formItemsOf.ts';

/** The Form.Items of a generated form, each with its field type's input. */
export function FormFields({ items }: { items: readonly FormItemSpec[] }) {
  return (
    <>
      {items.map(({ name, label, rules, field, help }) => {
        const Input = FIELD_INPUTS[field.type];
        return (
          <Form.Item key={name} name={name} label={label} rules={rules} extra={help}>
            <Input field={field} />
          </Form.Item>
        );
      })}
    </>
  );
}
