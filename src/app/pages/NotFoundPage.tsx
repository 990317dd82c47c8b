import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useText } from '../locales/useText.ts';
import { HOME_PATH } from '../providers/redirect.ts';

/** 404 for a path no route declares. */
export function NotFoundPage() {
  const t = useText();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('app.notFound')}
      extra={<Link to={HOME_PATH}><Button type="primary">{t('app.backHome')}</Button></Link>}
    />
  );
}
