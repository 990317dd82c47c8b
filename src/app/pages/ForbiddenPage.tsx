import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useText } from '../locales/useText.ts';
import { HOME_PATH } from '../providers/redirect.ts';

/** 403: 抱歉，您没有权限访问该页面 and 返回首页. */
export function ForbiddenPage() {
  const t = useText();
  return (
    <Result
      status="403"
      title="403"
      subTitle={t('app.forbidden')}
      extra={<Link to={HOME_PATH}><Button type="primary">{t('app.backHome')}</Button></Link>}
    />
  );
}
