import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { WECHAT_LIMITS, type WechatMenu } from '../../../../domain/wechatMenu.ts';
import { useText } from '../../../locales/useText.ts';
import type { ButtonPath } from './menuTree.ts';

const same = (a: ButtonPath | null, b: ButtonPath): boolean => !!a && a.top === b.top && a.sub === b.sub;

/** Space between two sub-buttons, and between the sub-menu and its top button (as WeChat pops it up). */
export const SUB_GAP = 6;

/** A top button's sub-menu: a white panel above it, its buttons spaced apart. */
const SUB_LIST = { display: 'flex', flexDirection: 'column' as const, gap: SUB_GAP, padding: 4, background: '#fff', border: '1px solid #e5e5e5', borderRadius: 6 };

/** A sub-button fits six characters (维修进度查询) in the phone's third of a row. */
const SUB_TEXT = { fontSize: 13, paddingInline: 4 };

/** The menu as a phone shows it: top buttons along the bottom, sub-buttons above; click selects. */
export function PhoneMenuPreview({ menu, selected, onSelect, onAddTop, onAddSub }: {
  menu: WechatMenu;
  selected: ButtonPath | null;
  onSelect: (p: ButtonPath) => void;
  onAddTop: () => void;
  onAddSub: (top: number) => void;
}) {
  const t = useText();
  const cell = (active: boolean) => ({ width: '100%', borderRadius: 0, borderColor: active ? 'var(--app-color-primary)' : '#e5e5e5', color: active ? 'var(--app-color-primary)' : undefined, overflow: 'hidden' as const });
  return (
    <div style={{ width: 320, maxWidth: '100%', boxSizing: 'border-box', border: '1px solid #e5e5e5', borderRadius: 16, padding: '16px 8px 8px', background: '#f7f7f7' }}>
      <div style={{ height: 260 }} />
      <div style={{ display: 'flex', gap: 4, alignItems: 'flex-end' }}>
        {menu.button.map((b, top) => (
          <div key={top} style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: SUB_GAP, minWidth: 0 }}>
            <div data-testid={`wx-sub-list-${top}`} style={SUB_LIST}>
              {(b.sub_button ?? []).map((s, sub) => (
                <Button key={sub} size="small" title={s.name} style={{ ...cell(same(selected, { top, sub })), ...SUB_TEXT }} onClick={() => onSelect({ top, sub })}>{s.name || '-'}</Button>
              ))}
              {(b.sub_button?.length ?? 0) < WECHAT_LIMITS.subButtons && (
                <Button size="small" type="dashed" icon={<PlusOutlined />} style={{ width: '100%' }} onClick={() => onAddSub(top)} aria-label={t('settings.wx.addSub')} />
              )}
            </div>
            <Button style={cell(same(selected, { top }))} onClick={() => onSelect({ top })}>{b.name || '-'}</Button>
          </div>
        ))}
        {menu.button.length < WECHAT_LIMITS.topButtons && (
          <Button type="dashed" icon={<PlusOutlined />} onClick={onAddTop} style={{ flex: 1 }}>{t('settings.wx.addTop')}</Button>
        )}
      </div>
    </div>
  );
}
