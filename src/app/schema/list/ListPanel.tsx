import { theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * The white panel a list sits in: title and buttons on top, then the content. It looks like antd's
 * Card, but Card imports Tabs (for its tab list) and Typography the editable-text machinery; a
 * list needs neither on its first load. Its layout and paddings (antd's paddingLG and heading 4;
 * tighter on a phone, where the header holds 筛选 too) are in schemaList.css.
 */
export function ListPanel({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <section style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG, border: `1px solid ${token.colorBorderSecondary}` }}>
      <header className="list-panel-head" style={{ borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        <h2 style={{ color: token.colorTextHeading }}>{title}</h2>
        {extra}
      </header>
      <div className="list-panel-body">{children}</div>
    </section>
  );
}
