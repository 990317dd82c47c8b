import { Card, Skeleton } from 'antd';
import { useRefreshRecord } from '../../../schema/show/useRefreshRecord.ts';
import type { ShowPanelProps } from '../../../schema/show/showPanelProps.ts';
import { ChunksCard } from './ChunksCard.tsx';
import { DocumentsCard } from './DocumentsCard.tsx';
import { HitTestCard } from './HitTestCard.tsx';
import './rag.css';

/** The knowledge-base detail page's screen (its queries name it, so the page's refresh rereads them). */
const SCREEN = 'aiRag';

/**
 * The knowledge-base detail's panels (/intelligence/rag-detail/:id, below the record card):
 * 文档 (upload, parse state, enable, retry, delete), 分段 (edit, enable, bulk) and 命中测试.
 */
export function KnowledgeBasePanels({ record, screen = SCREEN }: ShowPanelProps) {
  const id = record?.id === undefined || record.id === null ? undefined : Number(record.id);
  const refresh = useRefreshRecord(screen, id);
  if (id === undefined || !Number.isFinite(id)) {
    return (
      <Card size="small" className="rag-panel">
        <Skeleton active paragraph={{ rows: 3 }} />
      </Card>
    );
  }
  return (
    <div className="rag-panels" data-testid="rag-panels">
      <DocumentsCard kbId={id} screen={screen} refresh={refresh} />
      <ChunksCard kbId={id} screen={screen} />
      <HitTestCard kbId={id} />
    </div>
  );
}
