import { Button, Result } from 'antd';
import { Component, type ReactNode } from 'react';
import { useText } from '../locales/useText.ts';
import { ChunkTimeoutError } from './chunkTimeout.ts';

function ChunkError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const t = useText();
  return (
    <Result
      status="warning"
      title={error instanceof ChunkTimeoutError ? t('app.chunkTimeout') : t('app.chunkError')}
      extra={<Button type="primary" onClick={onRetry}>{t('app.retry')}</Button>}
    />
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
