import { Form } from 'antd';
import { customRulesOf, inputOf } from './fields/customInputs.tsx';
import type { FormItemSpec } from './formItemsOf.ts';

/** The Form.Items of a generated form, each with its field's input (its own `ui.input`, else its type's). */
export function FormFields({ items }: { items: readonly FormItemSpec[] }) {
  return (
    <>
      {items.map(({ name, label, rules, field, help }) => {
        const Input = inputOf(field);
        return (
          <Form.Item key={name} name={name} label={label} rules={[...rules, ...customRulesOf(field)]} extra={help}>
            <Input field={field} />
          </Form.Item>
        );
      })}
    </>
  );
}
