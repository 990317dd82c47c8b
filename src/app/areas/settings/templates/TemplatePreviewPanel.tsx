import { Space, Tag, Typography } from 'antd';
import { useText } from '../../../locales/useText.ts';
import type { ShowPanelProps } from '../../../schema/show/showPanelProps.ts';
import { TemplatePreview } from './TemplatePreview.tsx';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The template detail page's panel: the variables it uses and the live preview (sandboxed iframe) filled with its sample. */
export function TemplatePreviewPanel({ record }: ShowPanelProps) {
  const t = useText();
  if (!record) return null;
  const variables = Array.isArray(record.variables) ? record.variables.map(String) : [];
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      {variables.length > 0 && (
        <Space wrap size={4}>
          <Typography.Text type="secondary">{t('settings.tpl.variables')}：</Typography.Text>
          {variables.map((v) => <Tag key={v}>{`{{${v}}}`}</Tag>)}
        </Space>
      )}
      <TemplatePreview subject={String(record.subject ?? '')} body={String(record.body ?? '')} sample={isObject(record.sample) ? record.sample : {}} />
    </Space>
  );
}
