import { Card, Typography } from 'antd';
import { useDeferredValue } from 'react';
import { useText } from '../../../locales/useText.ts';
import { previewDocument, previewSubject } from './previewDocument.ts';

/** The live preview: subject, and the body in an iframe with `sandbox` (no allow-scripts) and `srcdoc`. */
export function TemplatePreview({ subject, body, sample }: { subject: string; body: string; sample: Record<string, unknown> }) {
  const t = useText();
  const deferred = useDeferredValue(body);
  return (
    <Card size="small" title={t('settings.tpl.preview')}>
      <Typography.Paragraph>
        <Typography.Text type="secondary">{t('settings.tpl.subject')}：</Typography.Text>
        <Typography.Text strong data-testid="preview-subject">{previewSubject(subject, sample)}</Typography.Text>
      </Typography.Paragraph>
      <iframe
        title={t('settings.tpl.preview')}
        sandbox=""
        referrerPolicy="no-referrer"
        srcDoc={previewDocument(deferred, sample)}
        data-testid="template-preview"
        style={{ width: '100%', height: 420, border: '1px solid #f0f0f0', borderRadius: 6, background: '#fff' }}
      />
    </Card>
  );
}
