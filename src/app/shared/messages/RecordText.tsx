import { Link } from 'react-router';
import type { RecordNumbering } from '../../../../resources/recordNumbers.ts';
import { splitRecordNumbers } from '../../../../resources/recordNumbers.ts';
import type { FieldViewProps } from '../../schema/fields/types.ts';
import { useRecordPath } from './useRecordRef.ts';
import './recordText.css';

/** A number: a link to its record's detail page when the reader may open it, else plain text. */
function RecordNumber({ no, numbering }: { no: string; numbering: RecordNumbering }) {
  const path = useRecordPath(no, numbering);
  if (!path) return <span data-record-no={no}>{no}</span>;
  return (
    <Link to={path} data-record-no={no} onClick={(e) => e.stopPropagation()}>
      {no}
    </Link>
  );
}

/**
 * A message's or a notification's text with every record number it names (WX…, GD…,
 * resources/recordNumbers.ts) as a link to that record — for a reader who may open it; for
 * anyone else, and for a number of no record, the number stays plain text. Line breaks are kept.
 */
export function RecordText({ text, className, title }: { text: string; className?: string; title?: string }) {
  return (
    <span className={className ? `record-text ${className}` : 'record-text'} title={title}>
      {splitRecordNumbers(text).map((p, i) => (p.no ? <RecordNumber key={i} no={p.no} numbering={p.numbering} /> : p.text))}
    </span>
  );
}

/** `ui.display: 'recordText'`: a text field shown with its record numbers as links. */
export function RecordTextDisplay({ value }: FieldViewProps) {
  if (value === null || value === undefined || value === '') return <span>-</span>;
  return <RecordText text={String(value)} title={String(value)} />;
}
