import { Typography } from 'antd';
import { Link } from 'react-router';
import { useText } from '../../../locales/useText.ts';
import { LightTag } from '../../../ui/LightTag.tsx';
import { REPLY_PATHS, type MigrateAnswer } from './replyShapes.ts';

/** The report of 迁移到智能助手 (`names`: the ticked rules' names by id): how many keywords were created and skipped, the created keywords, each skip with its reason, and the way to the assistant's keywords. */
export function MigrateReport({ report, names, onLeave }: { report: MigrateAnswer; names: ReadonlyMap<number, string>; onLeave: () => void }) {
  const t = useText();
  // a rule deleted meanwhile comes back without its name: the list's
  const nameOf = (s: MigrateAnswer['skipped'][number]) => s.name || names.get(Number(s.id)) || `#${s.id}`;
  return (
    <div data-testid="reply-migrate-report">
      <Typography.Paragraph strong data-testid="reply-migrate-summary">
        {t('reply.rules.migrate.summary', { created: report.created.length, skipped: report.skipped.length })}
      </Typography.Paragraph>
      <section aria-labelledby="reply-migrate-created">
        <Typography.Title level={5} id="reply-migrate-created">{t('reply.rules.migrate.created')}</Typography.Title>
        {report.created.length === 0 ? (
          <Typography.Paragraph type="secondary">{t('reply.rules.migrate.noneCreated')}</Typography.Paragraph>
        ) : (
          <ul className="reply-tags" style={{ listStyle: 'none', padding: 0, marginBottom: 16 }} data-testid="reply-migrate-created">
            {report.created.map((c) => <li key={c.keywordId}><LightTag color="green">{c.keyword}</LightTag></li>)}
          </ul>
        )}
      </section>
      {report.skipped.length > 0 && (
        <section aria-labelledby="reply-migrate-skipped">
          <Typography.Title level={5} id="reply-migrate-skipped">{t('reply.rules.migrate.skipped')}</Typography.Title>
          <ul style={{ paddingLeft: 20 }} data-testid="reply-migrate-skipped">
            {report.skipped.map((s, i) => (
              <li key={`${s.id}-${s.keyword ?? ''}-${i}`}>
                <Typography.Text strong>{s.keyword ? t('reply.rules.migrate.skippedKeyword', { name: nameOf(s), keyword: s.keyword }) : t('reply.rules.migrate.skippedItem', { name: nameOf(s) })}</Typography.Text>
                <div><Typography.Text type="secondary">{s.reason}</Typography.Text></div>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Link to={REPLY_PATHS.assistantKeywords} onClick={onLeave}>{t('reply.rules.migrate.goAssistant')}</Link>
    </div>
  );
}
