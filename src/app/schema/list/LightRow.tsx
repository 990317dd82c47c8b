import { isValidElement, type CSSProperties, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';

/** The props rc-table (7.x, antd 5's table) gives each cell element of a body row. */
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
}

const valueAt = (record: Record<string, unknown>, dataIndex: CellElementProps['dataIndex']): unknown => {
  if (dataIndex === undefined || dataIndex === null || dataIndex === '') return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  let value: unknown = record;
  for (const key of path) value = value === null || value === undefined ? undefined : (value as Record<string | number, unknown>)[key as string | number];
  return value;
};

/** A data cell that needs none of what rc-table's Cell adds: fixed sides, spans, ellipsis, an appended node. */
const isPlainCell = (p: CellElementProps): boolean =>
  p.record !== undefined &&
  p.children === undefined &&
  typeof p.prefixCls === 'string' &&
  typeof p.fixLeft !== 'number' &&
  typeof p.fixRight !== 'number' &&
  !p.ellipsis &&
  !p.appendNode &&
  p.additionalProps?.colSpan === undefined &&
  p.additionalProps?.rowSpan === undefined;

/** The <td> rc-table's Cell renders for such a cell, with the same classes, minus its hooks. */
function plainCell(p: CellElementProps, key: string | null): ReactNode {
  const record = p.record as Record<string, unknown>;
  const value = valueAt(record, p.dataIndex);
  const content = p.render ? p.render(value, record, p.renderIndex) : value;
  // rc-table drops what is neither a node nor a list of nodes (e.g. a plain object)
  const node = typeof content === 'object' && content !== null && !Array.isArray(content) && !isValidElement(content) ? null : (content as ReactNode);
  const extra = p.additionalProps ?? {};
  const className = [`${p.prefixCls}-cell`, p.className, extra.className].filter(Boolean).join(' ');
  const style = p.align ? { textAlign: p.align, ...extra.style } : extra.style;
  return <td key={key ?? undefined} {...extra} className={className} style={style} title={extra.title}>{node}</td>;
}

/**
 * A table body row (antd Table `components.body.row`) that renders its plain data cells as <td>s
 * itself. rc-table renders every cell through its Cell component: two context subscriptions with
 * layout effects, a memo that deep-compares the rendered output, hover tracking — ≈ 19 hooks per
 * cell, 4,500 on a 20-row list of 12 columns, a third of the list page's first render. The cells
 * come out with the same classes; any cell that needs what Cell does (fixed sides, spans,
 * ellipsis) is left to it, as are the empty-list and expanded rows. The row's hover colour comes
 * from CSS (schemaList.css) instead of rc-table's per-cell hover state.
 */
export function LightRow({ children, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  const cells = Array.isArray(children) ? children : [children];
  return (
    <tr {...props}>
      {cells.map((cell: ReactNode) => {
        if (!isValidElement(cell)) return cell;
        const element = cell as ReactElement<CellElementProps>;
        return isPlainCell(element.props) ? plainCell(element.props, element.key) : element;
      })}
    </tr>
  );
}

/** antd Table's `components` with the light row (one object: antd memoises on it). */
export const LIGHT_ROW_COMPONENTS = { body: { row: LightRow } };
