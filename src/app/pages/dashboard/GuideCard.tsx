import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { useText } from '../../locales/useText.ts';

/** One place the guide names: where it leads, its title, and what one does there. */
export interface GuideItem {
  path: string;
  label: string;
  note?: string;
}

/** A short guide: the places the account can go, and how to get more rights. */
export function GuideCard({ items }: { items: readonly GuideItem[] }) {
  const t = useText();
  return (
    <Card size="small" title={t('dashboard.guide')} data-testid="dashboard-guide">
      <Typography.Paragraph style={{ marginBottom: 8 }}>{t('dashboard.guideCan')}</Typography.Paragraph>
      <ul style={{ margin: '0 0 12px', paddingLeft: 20 }}>
        {items.map((item) => (
          <li key={item.path}>
            {/* underlined: the link sits in a line of text, so colour alone must not tell it apart */}
            <Link to={item.path} style={{ textDecoration: 'underline' }}>{item.label}</Link>
            {item.note ? <Typography.Text type="secondary">{t('dashboard.guideNote', { note: item.note })}</Typography.Text> : null}
          </li>
        ))}
      </ul>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>{t('dashboard.guideRights')}</Typography.Paragraph>
    </Card>
  );
}
