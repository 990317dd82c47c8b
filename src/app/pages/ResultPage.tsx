import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useText } from '../locales/useText.ts';
import { HOME_PATH } from '../providers/redirect.ts';

/** A full-page answer (403, 404) with its text and 返回首页. */
export function ResultPage({ status, text }: { status: '403' | '404'; text: string }) {
  const t = useText();
  return (
    <Result
      status={status}
      title={status}
      subTitle={text}
      extra={<Link to={HOME_PATH}><Button type="primary">{t('app.backHome')}</Button></Link>}
    />
  );
}
