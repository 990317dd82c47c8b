import { Form, Input, Radio, Typography } from 'antd';
import { utf8Bytes, WECHAT_LIMITS, type WechatButton } from '../../../../domain/wechatMenu.ts';
import { useText } from '../../../locales/useText.ts';

/** The selected button's fields; a top button with sub-buttons only has a name. */
export function ButtonForm({ button, isSub, onChange }: { button: WechatButton; isSub: boolean; onChange: (patch: Partial<WechatButton>) => void }) {
  const t = useText();
  const limit = isSub ? WECHAT_LIMITS.subNameBytes : WECHAT_LIMITS.topNameBytes;
  const hasSubs = !isSub && (button.sub_button?.length ?? 0) > 0;
  return (
    <Form layout="vertical">
      <Form.Item label={t('settings.wx.name')} extra={t('settings.wx.nameBytes', { used: utf8Bytes(button.name), limit })}>
        <Input value={button.name} onChange={(e) => onChange({ name: e.target.value })} aria-label={t('settings.wx.name')} />
      </Form.Item>
      {hasSubs ? (
        <Typography.Text type="secondary">{t('settings.wx.parentHint')}</Typography.Text>
      ) : (
        <>
          <Form.Item label={t('settings.wx.type')}>
            <Radio.Group
              value={button.type}
              onChange={(e) => onChange({ type: e.target.value as WechatButton['type'] })}
              options={[
                { value: 'click', label: t('settings.wx.typeClick') },
                { value: 'view', label: t('settings.wx.typeView') },
                { value: 'miniprogram', label: t('settings.wx.typeMini') },
              ]}
            />
          </Form.Item>
          {button.type === 'click' && (
            <Form.Item label={t('settings.wx.key')} extra={t('settings.wx.keyHelp')}>
              <Input value={button.key ?? ''} onChange={(e) => onChange({ key: e.target.value })} aria-label={t('settings.wx.key')} />
            </Form.Item>
          )}
          {button.type === 'miniprogram' && (
            <>
              <Form.Item label={t('settings.wx.appid')}>
                <Input value={button.appid ?? ''} onChange={(e) => onChange({ appid: e.target.value })} aria-label={t('settings.wx.appid')} />
              </Form.Item>
              <Form.Item label={t('settings.wx.pagepath')}>
                <Input value={button.pagepath ?? ''} onChange={(e) => onChange({ pagepath: e.target.value })} aria-label={t('settings.wx.pagepath')} />
              </Form.Item>
            </>
          )}
          {(button.type === 'view' || button.type === 'miniprogram') && (
            <Form.Item label={button.type === 'view' ? t('settings.wx.url') : t('settings.wx.fallbackUrl')}>
              <Input value={button.url ?? ''} onChange={(e) => onChange({ url: e.target.value })} placeholder="https://" aria-label={t('settings.wx.url')} />
            </Form.Item>
          )}
        </>
      )}
    </Form>
  );
}
