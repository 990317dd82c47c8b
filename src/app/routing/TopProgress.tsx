import { Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useText } from '../locales/useText.ts';

/** A thin bar across the top of the window while a page chunk loads (shown by Suspense). */
export function TopProgress() {
  const t = useText();
  const [width, setWidth] = useState('0%');
  useEffect(() => {
    const frame = requestAnimationFrame(() => setWidth('85%'));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <>
      <div className="top-progress" role="progressbar" aria-label={t('app.loading')} aria-busy="true" data-testid="top-progress" style={{ position: 'fixed', top: 0, left: 0, height: 2, zIndex: 2000, background: 'var(--app-color-primary)', width, transition: 'width 8s cubic-bezier(0.1, 0.7, 0.3, 1)' }} />
      <Spin style={{ display: 'block', margin: '64px auto' }} />
    </>
  );
}
