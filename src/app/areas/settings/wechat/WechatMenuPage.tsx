import { useCustom, useCustomMutation } from '@refinedev/core';
import { Alert, App, Button, Card, Col, Empty, Popconfirm, Row, Skeleton, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { issueText, validateWechatMenu, type WechatMenu } from '../../../../domain/wechatMenu.ts';
import { useText } from '../../../locales/useText.ts';
import { ButtonForm } from './ButtonForm.tsx';
import { addSub, addTop, buttonAt, removeButton, updateButton, type ButtonPath } from './menuTree.ts';
import { PhoneMenuPreview } from './PhoneMenuPreview.tsx';

interface Stored {
  menu: WechatMenu;
  version: number;
  updated_at: string | null;
}

/** 公众号菜单 (/system/wechat/menu): edit the tree as WeChat allows; every problem named before saving. */
export function WechatMenuPage() {
  const t = useText();
  const { message } = App.useApp();
  const { query } = useCustom<Stored>({ url: '/manage/wechat/mp/menu', method: 'get' });
  const stored = query.data?.data;
  const [menu, setMenu] = useState<WechatMenu>({ button: [] });
  const [selected, setSelected] = useState<ButtonPath | null>(null);
  const { mutateAsync, mutation } = useCustomMutation<Stored>();
  useEffect(() => {
    if (stored) setMenu(stored.menu);
  }, [stored]);
  const issues = useMemo(() => validateWechatMenu(menu), [menu]);
  if (!stored) return query.isError ? <Alert type="error" showIcon message={query.error?.message} /> : <Skeleton active />;
  const current = selected ? buttonAt(menu, selected) : undefined;
  const save = async () => {
    await mutateAsync({ url: '/manage/wechat/mp/menu', method: 'post', values: { menu, version: stored.version }, successNotification: false });
    message.success(t('settings.wx.saved'));
    await query.refetch();
  };
  return (
    <Card
      title={<Typography.Title level={4} style={{ margin: 0 }}>{t('settings.wx.title')}</Typography.Title>}
      extra={
        <Space>
          <Button onClick={() => { setMenu(stored.menu); setSelected(null); }}>{t('settings.wx.reset')}</Button>
          <Button type="primary" disabled={issues.length > 0} loading={mutation.isPending} onClick={() => void save().catch(() => undefined)}>{t('settings.manage.save')}</Button>
        </Space>
      }
    >
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('settings.wx.offlineNote')} />
      <Row gutter={24}>
        <Col flex="340px">
          <PhoneMenuPreview
            menu={menu}
            selected={selected}
            onSelect={setSelected}
            onAddTop={() => { setMenu(addTop(menu, t('settings.wx.newButton'))); setSelected({ top: menu.button.length }); }}
            onAddSub={(top) => { setMenu(addSub(menu, top, t('settings.wx.newSub'))); setSelected({ top, sub: menu.button[top]?.sub_button?.length ?? 0 }); }}
          />
        </Col>
        <Col flex="auto">
          {current && selected ? (
            <Card
              size="small"
              title={selected.sub === undefined ? t('settings.wx.topTitle', { n: selected.top + 1 }) : t('settings.wx.subTitle', { n: selected.top + 1, m: selected.sub + 1 })}
              extra={
                <Popconfirm title={t('settings.wx.deleteConfirm')} onConfirm={() => { setMenu(removeButton(menu, selected)); setSelected(null); }}>
                  <Button danger size="small">{t('settings.msg.delete')}</Button>
                </Popconfirm>
              }
            >
              <ButtonForm button={current} isSub={selected.sub !== undefined} onChange={(patch) => setMenu(updateButton(menu, selected, patch))} />
            </Card>
          ) : (
            <Empty description={t('settings.wx.selectHint')} />
          )}
          {issues.length > 0 && (
            <Alert
              type="warning"
              showIcon
              style={{ marginTop: 16 }}
              message={t('settings.wx.issues')}
              description={<ul style={{ margin: 0, paddingLeft: 20 }} data-testid="menu-issues">{issues.map((i, n) => <li key={n}>{issueText(i)}</li>)}</ul>}
            />
          )}
        </Col>
      </Row>
    </Card>
  );
}
