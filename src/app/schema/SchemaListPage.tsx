import { hasColumn } from '../../../resources/define.ts';
import { defaultSortOf } from '../../../resources/registry.ts';
import { Space, Table, type CheckboxProps } from 'antd';
import { Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAreas } from '../AreasProvider.tsx';
import { useText } from '../locales/useText.ts';
import { screenOf } from '../providers/mappers/endpointPath.ts';
import { columnsOf, listFieldsOf, type Row } from './columnsOf.tsx';
import { listShowsSerial } from './fields/useWarrantyRules.ts';
import { WarrantyRulesScope } from './fields/WarrantyRulesScope.tsx';
import { filterItemsOf, itemsFor } from './filterItemsOf.ts';
import { rowNameOf } from './list/runBulk.ts';
import { CreateDrawer } from './list/CreateDrawer.tsx';
import { CreateLink } from './list/CreateLink.tsx';
import { ExportButton } from './list/ExportButton.tsx';
import { SearchForm } from './list/SearchForm.tsx';
import { ListPanel } from './list/ListPanel.tsx';
import { LIGHT_ROW_COMPONENTS } from './list/LightRow.tsx';
import { TABLE_PAGING } from './list/listDefaults.ts';
import { useNarrowScreen } from '../ui/useNarrowScreen.ts';
import { filtersToSearch, useListState } from './list/useListState.ts';
import { instantLazy } from '../routing/instantLazy.tsx';
import { useAfterFirstPaint } from '../ui/useAfterFirstPaint.ts';
import { useScrollRegion } from '../ui/useScrollRegion.ts';
import { useAccessUser } from '../shell/useAccessUser.ts';
import { reasonOf } from '../providers/mappers/envelope.ts';
import { ListRefused } from './list/ListRefused.tsx';
import './schemaList.css';

/** The expanded row's other fields (antd Descriptions): loaded when a row is first expanded. */
const RecordDescriptions = instantLazy(() => import('./show/RecordDescriptions.tsx').then((m) => m.RecordDescriptions));

/**
 * A wide table scrolls sideways with its horizontal scroll bar always in view (at the window's
 * bottom edge while the table runs past it) and its header held under the app's header (56 px)
 * and tab bar (40 px): antd's sticky table (issue 32).
 */
const STICKY = { offsetHeader: 96 } as const;
const SCROLL = { x: 'max-content' } as const;

/** A phone's cards instead of the table: their own chunk, loaded only below 768 px. */
const ListCards = instantLazy(() => import('./list/ListCards.tsx').then((m) => m.ListCards));
/** The bulk bar and its action form: only lists that declare `bulk` or `selectionTools` load them. */
const BulkBar = instantLazy(() => import('./list/BulkBar.tsx').then((m) => m.BulkBar));

/**
 * A screen's list: search form, table with 共 N 条, sorting and paging kept in the URL, and 新建.
 * Below 768 px the filters sit in a drawer and the rows are cards, with the same paging.
 */
export function SchemaListPage({ screen }: { screen: string }) {
  const t = useText();
  const { resource, screen: def } = screenOf(screen);
  const { user } = useAccessUser();
  const items = useMemo(() => itemsFor(filterItemsOf(resource, t('list.keyword'), def, t), user), [resource, def, t, user]);
  const list = useListState(screen, defaultSortOf(resource, def), items);
  const navigate = useNavigate();
  const narrow = useNarrowScreen();
  const areas = useAreas();
  const columns = useMemo(
    () =>
      columnsOf(resource, def, list.sorters, {
        detailLabel: t('list.detail'),
        operationLabel: t('list.operation'),
        sortTips: { ascending: t('list.sortAscending'), descending: t('list.sortDescending'), cancel: t('list.sortCancel') },
        go: navigate,
        displays: areas.displays,
      }),
    [resource, def, list.sorters, t, navigate, areas.displays],
  );
  const showsSerial = useMemo(() => listShowsSerial(resource, def), [resource, def]);
  const expanded = useMemo(() => {
    const Detail = def.rowDetail ? areas.rowDetails[def.rowDetail] : undefined;
    if (Detail) return { render: (record: Row) => <Suspense fallback={null}><Detail record={record} /></Suspense> };
    const listed = new Set(listFieldsOf(resource, def).map((f) => f.name));
    const rest = resource.fields.some((f) => (f.ui?.show ?? true) && hasColumn(f) && !listed.has(f.name));
    return def.show || !rest ? undefined : { listed, render: (record: Row) => <Suspense fallback={null}><RecordDescriptions resource={resource} record={record} except={listed} /></Suspense> };
  }, [resource, def, areas.rowDetails]);
  // the screen's panel (`ScreenDef.panel`), brought by its area (src/app/composition.ts)
  const slot = def.panel ? areas.panels[def.panel] : undefined;
  const Panel = slot?.Panel;
  const panel = Panel && (
    <Suspense fallback={null}>
      <Panel screen={screen} filters={list.filters} setFilters={(filters) => { list.setFilters(filters, 'replace'); list.setCurrentPage(1); }} />
    </Suspense>
  );
  const panelBelow = narrow && !!slot?.belowOnPhone;
  // `ScreenDef.bulk`: rows can be selected, and the bar above the table applies an action to each
  const bulk = useMemo(() => (def.bulk ?? []).flatMap((name) => resource.status?.actions.filter((a) => a.name === name) ?? []), [def, resource]);
  // `ScreenDef.selectionTools`: the area's tools on the selected rows, in the same bar
  const tools = useMemo(() => (def.selectionTools ?? []).flatMap((name) => (areas.selectionTools[name] ? [areas.selectionTools[name]] : [])), [def, areas.selectionTools]);
  const selectable = bulk.length > 0 || tools.length > 0;
  const [selected, setSelected] = useState<Row[]>([]);
  // below 20 rows, out of sight on the first screen: drawn just after it is painted
  const painted = useAfterFirstPaint();
  // a list the server refused (a filter it cannot take, a right taken away): its reason where the rows would be
  const refused = list.tableQuery.isError ? reasonOf(list.tableQuery.error) : undefined;
  const search = <SearchForm screen={screen} items={items} initialValues={filtersToSearch(list.filters)} onSearch={list.onSearch} narrow={narrow} />;
  const scrollRegion = useScrollRegion(def.list.title);
  const showTotal = (total: number) => t(list.result.totalCapped ? 'list.totalCapped' : 'list.total', { total });
  return (
    <ListPanel
      title={def.list.title}
      extra={
        <Space wrap className="list-panel-extra">
          {/* on a phone 筛选 sits with the list's buttons: no row of its own above the cards */}
          {narrow && search}
          <ExportButton screen={screen} filters={list.filters} sorters={list.sorters} />
          {resource.endpoints.create && def.createLabel ? (def.form ? <CreateLink screen={def} label={def.createLabel} /> : <CreateDrawer screen={screen} resource={resource} label={def.createLabel} />) : null}
        </Space>
      }
    >
      {!panelBelow && panel}
      {!narrow && search}
      {selectable && <Suspense fallback={null}><BulkBar screen={screen} resource={resource} actions={bulk} tools={tools} selected={selected} clear={() => setSelected([])} /></Suspense>}
      <WarrantyRulesScope when={showsSerial}>
        {narrow ? (
          <Suspense fallback={null}>
            <ListCards
              resource={resource}
              screen={def}
              rows={list.result.data}
              loading={list.tableQuery.isFetching}
              refused={refused}
              go={navigate}
              selection={selectable ? { selected, onChange: setSelected } : undefined}
              paging={{ current: list.currentPage, pageSize: list.pageSize, total: list.result.total ?? 0, capped: !!list.result.totalCapped, onChange: list.onPageChange }}
            />
          </Suspense>
        ) : (
          <div ref={scrollRegion}>
            <Table<Row>
              rowKey="id"
              size="small"
              columns={columns}
              dataSource={list.result.data}
              loading={list.tableQuery.isFetching}
              className="schema-list-table"
              sticky={STICKY}
              scroll={SCROLL}
              locale={refused ? { emptyText: <ListRefused reason={refused} /> } : undefined}
              components={LIGHT_ROW_COMPONENTS}
              expandable={expanded ? { expandedRowRender: expanded.render } : undefined}
              rowSelection={
                selectable
                  ? {
                      selectedRowKeys: selected.map((r) => r.id as number),
                      preserveSelectedRowKeys: true,
                      onChange: (_keys, rows) => setSelected(rows.filter(Boolean)),
                      // rc-checkbox puts the rest of its props on the <input>: each box is named for its row
                      getCheckboxProps: (record) => ({ 'aria-label': t('bulk.selectRow', { name: rowNameOf(resource, record) }) }) as CheckboxProps,
                    }
                  : undefined
              }
              onChange={list.onTableChange}
              pagination={painted && { ...TABLE_PAGING, current: list.currentPage, pageSize: list.pageSize, total: list.result.total ?? 0, showTotal }}
            />
          </div>
        )}
      </WarrantyRulesScope>
      {panelBelow && <div className="list-panel-below">{panel}</div>}
    </ListPanel>
  );
}
