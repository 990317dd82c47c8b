import { Pagination } from 'antd';
import { Suspense, useMemo } from 'react';
import type { FieldDef, ResourceDef, ScreenDef } from '../../../../resources/define.ts';
import { useText } from '../../locales/useText.ts';
import { instantLazy } from '../../routing/instantLazy.tsx';
import { followInApp } from '../../ui/plainLink.ts';
import type { Row } from '../row.ts';
import { showPathOf } from '../showPath.ts';
import { useDisplayOf } from '../fields/customDisplays.tsx';
import { FIELD_VIEWS } from '../fields/viewRegistry.ts';
import { cardFieldsOf } from './cardFieldsOf.ts';
import { cellTitleOf } from './cellTitle.ts';
import { hasRowOperations } from './hasRowOperations.ts';
import { ListRefused } from './ListRefused.tsx';
import { rowNameOf } from './runBulk.ts';
import './listCards.css';

const RowOperations = instantLazy(() => import('./RowOperations.tsx').then((m) => m.RowOperations));
const RowDetailToggle = instantLazy(() => import('./RowDetailToggle.tsx').then((m) => m.RowDetailToggle));

/** The paging a card list shares with the table: the same page, size and total, kept in the URL. */
export interface CardPaging {
  current: number;
  pageSize: number;
  total: number;
  capped: boolean;
  onChange: (page: number, pageSize: number) => void;
}

interface Props {
  resource: ResourceDef;
  screen: ScreenDef;
  rows: readonly Row[];
  loading: boolean;
  /** The server's reason when it refused the list: shown instead of 暂无数据. */
  refused?: string;
  paging: CardPaging;
  go: (path: string) => void;
  /** Rows can be selected for a bulk action (`ScreenDef.bulk`): a checkbox on each card. */
  selection?: { selected: readonly Row[]; onChange: (rows: Row[]) => void };
}

function Value({ field, record }: { field: FieldDef; record: Row }) {
  const View = useDisplayOf()(field) ?? FIELD_VIEWS[field.type].List;
  return <View field={field} value={record[field.name]} record={record} />;
}

/**
 * A list on a phone: one card per row instead of a table that scrolls sideways — the record's
 * title, its status tag and the list's first columns (cardFieldsOf), then 详情 (with the
 * screen's `listOperations`, as the table has them) or the row's buttons — and the same paging
 * below, in antd's simple form (its page box is the jump).
 */
export function ListCards({ resource, screen, rows, loading, refused, paging, go, selection }: Props) {
  const t = useText();
  const { title, status, rest, wide } = useMemo(() => cardFieldsOf(resource, screen), [resource, screen]);
  // without a detail page, the row's own buttons; beside 详情, only the screen's `listOperations` (as the table has them)
  const only = screen.show ? screen.listOperations : undefined;
  const operations = screen.show ? Boolean(only?.length) : hasRowOperations(resource, screen);
  return (
    <div className="list-cards" aria-busy={loading}>
      {rows.length === 0 && !loading && (refused ? <ListRefused reason={refused} /> : <p className="list-cards-empty">{t('list.empty')}</p>)}
      <ul className="list-cards-items">
        {rows.map((record) => (
          <li key={String(record.id)} className="list-card" data-testid="list-card">
            <div className="list-card-head">
              {selection && (
                <input
                  type="checkbox"
                  className="list-card-check"
                  aria-label={t('bulk.selectRow', { name: rowNameOf(resource, record) })}
                  checked={selection.selected.some((r) => r.id === record.id)}
                  onChange={(e) => selection.onChange(e.target.checked ? [...selection.selected, record] : selection.selected.filter((r) => r.id !== record.id))}
                />
              )}
              <h3 className="schema-cell">{title ? <Value field={title} record={record} /> : String(record.id)}</h3>
              {status && <Value field={status} record={record} />}
            </div>
            <dl>
              {rest.map((f) => (
                <div key={f.name} className={wide.has(f.name) ? 'list-card-wide' : undefined}>
                  <dt>{f.label}</dt>
                  <dd className="schema-cell" title={cellTitleOf(f, record[f.name], record)}><Value field={f} record={record} /></dd>
                </div>
              ))}
            </dl>
            <div className="list-card-foot">
              {screen.rowDetail && <Suspense fallback={null}><RowDetailToggle name={screen.rowDetail} record={record} /></Suspense>}
              {screen.show && <a href={showPathOf(screen, record.id) ?? '#'} onClick={(e) => followInApp(e, go)}>{t('list.detail')}</a>}
              {operations && <Suspense fallback={null}><RowOperations resource={resource} screen={screen} record={record} only={only} /></Suspense>}
            </div>
          </li>
        ))}
      </ul>
      <Pagination
        simple
        size="small"
        align="center"
        current={paging.current}
        pageSize={paging.pageSize}
        total={paging.total}
        onChange={paging.onChange}
        showTotal={(total) => t(paging.capped ? 'list.totalCapped' : 'list.total', { total })}
      />
    </div>
  );
}
