import { useText } from '../locales/useText.ts';
import { ResultPage } from './ResultPage.tsx';

/** 403: 抱歉，您没有权限访问该页面 and 返回首页. */
export function ForbiddenPage() {
  const t = useText();
  return <ResultPage status="403" text={t('app.forbidden')} />;
}
