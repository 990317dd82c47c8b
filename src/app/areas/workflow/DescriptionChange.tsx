import { Collapse, Typography } from 'antd';
import { useText } from '../../locales/useText.ts';

/** A description change, folded: 修改前 and 修改后 side by side when opened. */
export function DescriptionChange({ from, to }: { from: string; to: string }) {
  const t = useText();
  return (
    <Collapse
      size="small"
      ghost
      items={[
        {
          key: 'diff',
          label: t('handling.descDiff'),
          children: (
            <div className="ticket-desc-diff" data-testid="desc-diff">
              <div>
                <Typography.Text type="secondary">{t('handling.descBefore')}</Typography.Text>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} delete>{from}</Typography.Paragraph>
              </div>
              <div>
                <Typography.Text type="secondary">{t('handling.descAfter')}</Typography.Text>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{to}</Typography.Paragraph>
              </div>
            </div>
          ),
        },
      ]}
    />
  );
}
