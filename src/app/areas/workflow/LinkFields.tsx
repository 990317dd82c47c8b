import { Col, Form, Row, type FormInstance } from 'antd';
import { EnumInput } from '../../schema/fields/inputs.tsx';
import { rulesOf, type FormItemSpec } from '../../schema/formItemsOf.ts';
import { useText } from '../../locales/useText.ts';
import { SerialWithWarranty } from './SerialWithWarranty.tsx';
import { linkKindField, linkNoField } from './ticketBody.ts';
import { useModelFromSerial } from './useModelFromSerial.ts';
import { TextInput } from '../../schema/fields/inputs.tsx';

/**
 * What the ticket is about: a kind (维修单/申请单/换货单/设备序列号) and its number or serial, both
 * or neither; a serial shows its warranty state beside it and fills 机型 with its model.
 */
export function LinkFields({ form, items }: { form: FormInstance; items: readonly FormItemSpec[] }) {
  const t = useText();
  const kind = Form.useWatch('link_kind', form) as unknown;
  const no = Form.useWatch('link_no', form) as unknown;
  useModelFromSerial(form, kind, no);
  const kindItem = items.find((i) => i.name === 'link_kind');
  const noItem = items.find((i) => i.name === 'link_no');
  if (!kindItem || !noItem) return null;
  const kindField = linkKindField(no);
  const noField = linkNoField(kind);
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item name="link_kind" label={kindItem.label} rules={rulesOf(kindField, t)} dependencies={['link_no']}>
          <EnumInput field={kindField} />
        </Form.Item>
      </Col>
      <Col xs={24} md={16}>
        <Form.Item name="link_no" label={noItem.label} rules={rulesOf(noField, t)} dependencies={['link_kind']}>
          {kind === 'serial' ? <SerialWithWarranty field={noField} /> : <TextInput field={noField} />}
        </Form.Item>
      </Col>
    </Row>
  );
}
