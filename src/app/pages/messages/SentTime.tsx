import { Tag } from 'antd';
import { formatDate } from '../../../domain/dates.ts';
import { useText } from '../../locales/useText.ts';
import type { EditMark } from './types.ts';

/**
 * A message's time (after `who`, when given: the narrow layout's line under the title) and, for
 * an edited notice, 已编辑 with who and when on the line below.
 */
export function SentTime({ at, mark, who }: { at: string; mark?: Partial<EditMark>; who?: string }) {
  const t = useText();
  return (
    <>
      <div>{who ? `${who} · ${formatDate(at)}` : formatDate(at)}</div>
      {mark?.edited_at ? (
        <div className="msg-edited" data-testid="edited-mark" style={{ fontSize: 12, marginTop: 2 }}>
          <Tag style={{ marginInlineEnd: 4, fontSize: 12 }}>{t('settings.msg.edited')}</Tag>
          {mark.editor_name
            ? t('settings.msg.editedBy', { name: mark.editor_name, time: formatDate(mark.edited_at) })
            : t('settings.msg.editedAt', { time: formatDate(mark.edited_at) })}
        </div>
      ) : null}
    </>
  );
}
