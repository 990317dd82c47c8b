import { useText } from '../locales/useText.ts';
import { ResultPage } from './ResultPage.tsx';

/** 404 for a path no route declares. */
export function NotFoundPage() {
  const t = useText();
  return <ResultPage status="404" text={t('app.notFound')} />;
}
