import { Link } from 'react-router';
import { useText } from '../../../locales/useText.ts';
import type { FieldViewProps } from '../../../schema/fields/types.ts';
import { conversationPath } from './historyPaths.ts';

/** A follower's openid as a link to their conversation (/reply/conversation/:openid), with the nickname when the row has it (`displayWith`). */
export function ReplyOpenid({ value, record }: FieldViewProps) {
  const t = useText();
  if (typeof value !== 'string' || value === '') return <span>-</span>;
  const nickname = typeof record?.nickname === 'string' && record.nickname ? record.nickname : null;
  return (
    <Link to={conversationPath(value)} title={t('reply.openid.open', { who: nickname ?? value })} style={{ overflowWrap: 'anywhere' }}>
      {nickname ? `${nickname} · ${value}` : value}
    </Link>
  );
}
