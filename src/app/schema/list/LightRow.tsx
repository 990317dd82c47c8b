import { isValidElement, type CSSProperties, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';

/** The props rc-table (7.x, antd 5's table) gives each cell element of a header or body row. */
interface CellElementProps {
  prefixCls: string;
  className?: string;
  record?: Record<string, unknown>;
  dataIndex?: string | number | readonly (string | number)[];
  render?: (value: unknown, record: Record<string, unknown>, index: number) => ReactNode;
  renderIndex: number;
  align?: CSSProperties['textAlign'];
  ellipsis?: unknown;
  fixLeft?: unknown;
  fixRight?: unknown;
  appendNode?: ReactNode;
  additionalProps?: HTMLAttributes<HTMLTableCellElement> & { colSpan?: number; rowSpan?: number };
  children?: ReactNode;
  rowType?: 'header' | 'body' | 'footer';
  scope?: string | null;
  colSpan?: number;
  rowSpan?: number;
}

const valueAt = (record: Record<string, unknown>, dataIndex: CellElementProps['dataIndex']): unknown => {
  if (dataIndex === undefined || dataIndex === null || dataIndex === '') return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  let value: unknown = record;
  for (const key of path) value = value === null || value === undefined ? undefined : (value as Record<string | number, unknown>)[key as string | number];
  return value;
};

/** Nothing of what rc-table's Cell adds is needed: no fixed side, ellipsis, appended node or span. */
const needsNoCell = (p: CellElementProps): boolean =>
  typeof p.prefixCls === 'string' &&
  typeof p.fixLeft !== 'number' &&
  typeof p.fixRight !== 'number' &&
  !p.ellipsis &&
  !p.appendNode &&
  (p.colSpan ?? 1) === 1 &&
  (p.rowSpan ?? 1) === 1 &&
  p.additionalProps?.colSpan === undefined &&
  p.additionalProps?.rowSpan === undefined;

/** A data cell (a record, rendered from it) that needs no Cell. */
const isPlainCell = (p: CellElementProps): boolean => p.record !== undefined && p.children === undefined && needsNoCell(p);

/** A header cell (its title as children) that needs no Cell. */
const isPlainHeaderCell = (p: CellElementProps): boolean => p.rowType === 'header' && needsNoCell(p);

const classOf = (p: CellElementProps): string => [`${p.prefixCls}-cell`, p.className, p.additionalProps?.className].filter(Boolean).join(' ');
const styleOf = (p: CellElementProps): CSSProperties | undefined => (p.align ? { textAlign: p.align, ...p.additionalProps?.style } : p.additionalProps?.style);

/** The <th> rc-table's Cell renders for such a header cell (sorter props from antd included). */
function plainHeaderCell(p: CellElementProps, key: string | null): ReactNode {
  const extra = p.additionalProps ?? {};
  return <th key={key ?? undefined} {...extra} className={classOf(p)} style={styleOf(p)} title={extra.title} scope={p.scope ?? undefined}>{p.children}</th>;
}

/** The <td> rc-table's Cell renders for such a cell, with the same classes, minus its hooks. */
function plainCell(p: CellElementProps, key: string | null): ReactNode {
  const record = p.record as Record<string, unknown>;
  const value = valueAt(record, p.dataIndex);
  const content = p.render ? p.render(value, record, p.renderIndex) : value;
  // rc-table drops what is neither a node nor a list of nodes (e.g. a plain object)
  const node = typeof content === 'object' && content !== null && !Array.isArray(content) && !isValidElement(content) ? null : (content as ReactNode);
  const extra = p.additionalProps ?? {};
  return <td key={key ?? undefined} {...extra} className={classOf(p)} style={styleOf(p)} title={extra.title}>{node}</td>;
}

/**
 * A table row (antd Table `components.body.row` and `header.row`) that renders its plain cells
 * as <td>s and <th>s itself. rc-table renders every cell through its Cell component: two context
 * subscriptions with layout effects, a memo that deep-compares the rendered output, hover
 * tracking — ≈ 19 hooks per cell, 4,500 on a 20-row list of 12 columns, a third of the list
 * page's first render. The cells come out with the same classes and attributes; a cell that
 * needs what Cell does (fixed sides, spans, ellipsis) is left to it, as are the empty-list and
 * expanded rows. The row's hover colour comes from CSS (schemaList.css) instead of rc-table's
 * per-cell hover state (docs/decisions.md, "Fewer hooks per row").
 */
export function LightRow({ children, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  const cells = Array.isArray(children) ? children : [children];
  return (
    <tr {...props}>
      {cells.map((cell: ReactNode) => {
        if (!isValidElement(cell)) return cell;
        const element = cell as ReactElement<CellElementProps>;
        if (isPlainCell(element.props)) return plainCell(element.props, element.key);
        return isPlainHeaderCell(element.props) ? plainHeaderCell(element.props, element.key) : element;
      })}
    </tr>
  );
}

/** antd Table's `components` with the light rows (one object: antd memoises on it). */
export const LIGHT_ROW_COMPONENTS = { header: { row: LightRow }, body: { row: LightRow } };
