import { Button } from 'antd';
import { Suspense, useId, useState } from 'react';
import { useAreas } from '../../AreasProvider.tsx';
import { useText } from '../../locales/useText.ts';
import type { Row } from '../row.ts';

/**
 * A phone card's counterpart of the table's expanded row (`ScreenDef.rowDetail`): 展开 shows the
 * hand-written detail under the card, mounted (and its data read) only once opened.
 */
export function RowDetailToggle({ name, record }: { name: string; record: Row }) {
  const t = useText();
  const [open, setOpen] = useState(false);
  const id = useId();
  const Detail = useAreas().rowDetails[name];
  if (!Detail) return null;
  return (
    <>
      <Button size="small" type="link" className="list-card-toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>{t(open ? 'list.rowDetailHide' : 'list.rowDetailShow')}</Button>
      <div id={id} className="list-card-detail">{open && <Suspense fallback={null}><Detail record={record} /></Suspense>}</div>
    </>
  );
}
