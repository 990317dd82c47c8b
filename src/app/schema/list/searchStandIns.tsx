import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { useAntdHash } from '../../ui/antdHash.tsx';
import { staticIcon } from '../../ui/staticIcon.tsx';
import { useAfterFirstPaint } from '../../ui/useAfterFirstPaint.ts';

/**
 * The search form's inputs as they look before anyone has touched them, for the app's first
 * screen only: antd's Select (≈ 235 hooks each), Input (≈ 70) and Button (≈ 45) markup, the same
 * elements and classes, without the components. The real ones replace them in the frame after the
 * first screen is painted (FirstPaintStandIn), so the rows are not held back by the form above
 * them. A stand-in takes no input meanwhile: its control is disabled or read-only and out of the
 * tab order, and it lets clicks through (`data-stand-in`, searchForm.css), so a click, a Tab or a
 * keystroke in that frame never lands on something that is about to go (and Playwright, whose
 * click waits for an element that takes it, waits for the real one).
 * test/ui/searchStandIns.test.tsx holds each to the antd component's output.
 */

const CLEAR_ICON = staticIcon(CloseCircleFilled);
const DOWN_ICON = staticIcon(DownOutlined, 'ant-select-suffix');
const NO_SELECT: CSSProperties = { userSelect: 'none', WebkitUserSelect: 'none' };

/**
 * `light` on the app's first screen until it is painted, then `children` for good. With `light`
 * null (a filter that already holds a value) it is `children` from the start. Either way the
 * element tree above `children` is the same, so they are never re-mounted by a change of value.
 */
export function FirstPaintStandIn({ light, children }: { light: ReactNode | null; children: ReactNode }) {
  const painted = useAfterFirstPaint();
  const [realFromStart] = useState(light === null);
  return <>{painted || realFromStart ? children : light}</>;
}

/** antd Select (outlined, `allowClear`) with nothing chosen: its placeholder and arrow. */
export function SelectStandIn({ id, placeholder, multiple, style }: { id: string; placeholder: string; multiple?: boolean; style?: CSSProperties }) {
  const hashId = useAntdHash();
  const input = (
    <input
      type="search"
      id={id}
      autoComplete="off"
      className="ant-select-selection-search-input"
      role="combobox"
      aria-expanded="false"
      aria-haspopup="listbox"
      aria-owns={`${id}_list`}
      aria-autocomplete="list"
      aria-controls={`${id}_list`}
      readOnly
      disabled
      unselectable="on"
      style={{ opacity: 0 }}
      value=""
    />
  );
  const search = multiple ? (
    <div className="ant-select-selection-overflow">
      <div className="ant-select-selection-overflow-item ant-select-selection-overflow-item-suffix" style={{ opacity: 1 }}>
        <div className="ant-select-selection-search" style={{ width: 0 }}>
          {input}
          <span className="ant-select-selection-search-mirror" aria-hidden="true">&nbsp;</span>
        </div>
      </div>
    </div>
  ) : (
    <span className="ant-select-selection-search">{input}</span>
  );
  const kind = multiple ? 'ant-select-multiple ant-select-allow-clear ant-select-show-arrow ant-select-show-search' : 'ant-select-single ant-select-allow-clear ant-select-show-arrow';
  return (
    <div className={`ant-select ant-select-outlined ${hashId} ${kind}`} style={style} data-stand-in="">
      <div className="ant-select-selector">
        <span className="ant-select-selection-wrap">
          {search}
          <span className="ant-select-selection-placeholder">{placeholder}</span>
        </span>
      </div>
      <span className="ant-select-arrow" style={NO_SELECT} unselectable="on" aria-hidden="true">
        {DOWN_ICON}
      </span>
    </div>
  );
}

/** antd Input (outlined, `allowClear`) with nothing typed in. */
export function InputStandIn({ id, placeholder, style }: { id: string; placeholder?: string; style?: CSSProperties }) {
  const hashId = useAntdHash();
  return (
    <span className={`ant-input-affix-wrapper ${hashId} ant-input-outlined`} style={style} data-stand-in="">
      <input id={id} placeholder={placeholder} className={`ant-input ${hashId}`} type="text" value="" readOnly tabIndex={-1} />
      <span className="ant-input-suffix">
        <button type="button" tabIndex={-1} className="ant-input-clear-icon ant-input-clear-icon-hidden">{CLEAR_ICON}</button>
      </span>
    </span>
  );
}

/** antd Input without a clear button, read-only: the date range's place until its picker arrives. */
export function PlainInputStandIn({ id, placeholder, style }: { id: string; placeholder?: string; style?: CSSProperties }) {
  const hashId = useAntdHash();
  return <input id={id} placeholder={placeholder} readOnly tabIndex={-1} data-stand-in="" style={style} className={`ant-input ${hashId} ant-input-outlined`} type="text" value="" />;
}

/** antd Button (default or primary) with a text label; a submit button still submits its form. */
export function ButtonStandIn({ primary, submit, onClick, children }: { primary?: boolean; submit?: boolean; onClick?: () => void; children: string }) {
  const hashId = useAntdHash();
  const kind = primary ? 'ant-btn-primary ant-btn-color-primary ant-btn-variant-solid' : 'ant-btn-default ant-btn-color-default ant-btn-variant-outlined';
  // antd puts a space between two Chinese characters (查 询)
  const label = /^[\u4e00-\u9fa5]{2}$/.test(children) ? children.split('').join(' ') : children;
  return (
    <button type={submit ? 'submit' : 'button'} className={`ant-btn ${hashId} ${kind}`} onClick={onClick}>
      <span>{label}</span>
    </button>
  );
}
