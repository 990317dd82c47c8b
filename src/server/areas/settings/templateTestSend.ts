import type { Handler } from 'hono';
import { z } from 'zod';
import { emailTemplates } from '../../../../resources/settings/emailTemplates.ts';
import { ok } from '../../../domain/envelope.ts';
import { isPlainObject, readJsonObject, rejectUnknownKeys } from '../../body.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { parseId } from '../../middleware/access.ts';
import { getRecord } from '../../engine/records.ts';
import { presentTemplate } from './templateHooks.ts';
import { ProviderError } from '../../shared/notify/providerError.ts';

const TestBody = z.object({
  to: z.email('「收件邮箱」格式不正确').max(120, '「收件邮箱」格式不正确'),
  variables: z.record(z.string(), z.unknown(), '「示例变量」必须是 JSON 对象').refine((v) => JSON.stringify(v).length <= 10_000, '「示例变量」过长').optional(),
});

/** POST /system/template/:id/test `{to, variables?}`: renders the stored template (with its sample unless `variables`) and sends it through SMTP. */
export const templateTestHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const id = parseId(c.req.param('id'));
  const body = await readJsonObject(c);
  rejectUnknownKeys(body, new Set(['to', 'variables']));
  const parsed = TestBody.safeParse(body);
  if (!parsed.success) throw new ApiError('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? '提交的数据不符合要求');
  const template = presentTemplate(await getRecord(deps.db, emailTemplates, id));
  const variables = parsed.data.variables ?? (isPlainObject(template.sample) ? template.sample : {});
  const { renderTemplate } = await import('../../shared/notify/templateHtml.ts');
  const mail = renderTemplate(String(template.subject), String(template.body), variables);
  const { sendMail, smtpSettings } = await import('../../shared/notify/mailer.ts');
  const settings = await smtpSettings(deps.db);
  const sent = await sendMail(settings, { to: parsed.data.to, subject: `[测试] ${mail.subject}`, html: mail.html }).catch((e: unknown) => {
    throw e instanceof ProviderError ? new ApiError('MAIL_SEND_FAILED', e.message) : e;
  });
  // Sending a test mail changes no row, so there is no transaction to log it in: the action-log
  // middleware writes this row after the handler (auditChange is for database changes).
  c.set('audit', { action: 'templates.test', resource: 'templates', recordId: id, after: { to: parsed.data.to, subject: mail.subject } });
  return c.json(ok({ to: parsed.data.to, subject: mail.subject, messageId: sent.messageId }));
};
