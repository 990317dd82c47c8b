import { ExclamationCircleFilled } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { Component, type ReactNode } from 'react';
import { useText } from '../locales/useText.ts';
import { ChunkTimeoutError } from './chunkTimeout.ts';

/** A plain warning box (not antd Result or Alert): it is part of every route's first load. */
function ChunkError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const t = useText();
  const { token } = theme.useToken();
  return (
    <div role="alert" style={{ display: 'flex', alignItems: 'center', gap: 12, maxWidth: 560, margin: '64px auto', padding: '12px 16px', background: token.colorWarningBg, border: `1px solid ${token.colorWarningBorder}`, borderRadius: token.borderRadiusLG }}>
      <ExclamationCircleFilled style={{ color: token.colorWarning }} />
      <span style={{ flex: 1 }}>{error instanceof ChunkTimeoutError ? t('app.chunkTimeout') : t('app.chunkError')}</span>
      <Button type="primary" onClick={onRetry}>{t('app.retry')}</Button>
    </div>
  );
}

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a failed or timed-out chunk and offers 重试. */
export class ChunkErrorBoundary extends Component<Props, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render() {
    return this.state.error ? <ChunkError error={this.state.error} onRetry={this.props.onRetry} /> : this.props.children;
  }
}
