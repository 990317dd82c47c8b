import { PhoneOutlined } from '@ant-design/icons';
import { useDataProvider } from '@refinedev/core';
import { Alert, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useText } from '../../../locales/useText.ts';
import { cachedExpressPhones, loadExpressPhones, type ExpressPhones } from './expressPhones.ts';

/** 快递电话: the courier numbers (public config keys), fetched once per session, shown on repair and request pages. */
export function ExpressPhonesPanel() {
  const t = useText();
  const dataProvider = useDataProvider();
  const [phones, setPhones] = useState<ExpressPhones | null>(() => cachedExpressPhones());
  useEffect(() => {
    if (phones) return;
    let alive = true;
    const { custom } = dataProvider();
    if (!custom) return;
    void loadExpressPhones(async (url) => (await custom({ url, method: 'get' })).data).then((p) => {
      if (alive) setPhones(p);
    });
    return () => {
      alive = false;
    };
  }, [phones, dataProvider]);
  if (!phones || (!phones.express_phone_sys && !phones.express_phone_erp)) return null;
  return (
    <Alert
      type="info"
      showIcon
      icon={<PhoneOutlined />}
      data-testid="express-phones"
      message={
        <Space size="large" wrap>
          <Typography.Text strong>{t('settings.express.title')}</Typography.Text>
          {phones.express_phone_sys && <span>{t('settings.express.sys')}：<Typography.Text copyable>{phones.express_phone_sys}</Typography.Text></span>}
          {phones.express_phone_erp && <span>{t('settings.express.erp')}：<Typography.Text copyable>{phones.express_phone_erp}</Typography.Text></span>}
        </Space>
      }
    />
  );
}
