import type { Kysely } from 'kysely';
import { NOTIFY_EXTRA_VARIABLES, type NotifyChannel, type NotifyTrigger, type ResourceDef } from '../../../../resources/define.ts';
import { chinaMinute } from '../../../domain/chinaTime.ts';
import type { Database } from '../../db/tables.ts';
import { enqueueNotification } from './outbox.ts';
import { renderTemplate } from '../../shared/notify/templateHtml.ts';
import { triggerIsOn } from '../../shared/notify/triggerSwitch.ts';
import type { RaiseTrigger, RecipientResolvers, TriggerCause } from '../../shared/notify/types.ts';
import { renderTextMessage, type RenderedMessage } from './textMessages.ts';
import type { ActionEvent, AreaSet } from '../../engine/area.ts';
import { fieldByName, rowToRecord } from '../../engine/schema.ts';

/**
 * The one runner of the declared notification triggers (`ResourceDef.notify`): a trigger that is
 * switched on, whose recipient is found and has an address on the chosen channel, becomes one
 * outbox row written with `enqueueNotification` in the caller's transaction — the row commits
 * with the change that raised it, or not at all. Nothing here throws for a notification that
 * cannot be sent: the change never fails because of its notice. The recipients are resolved by
 * the areas that declare them (their entries' `recipients`, joined in `AreaSet.recipients`); the
 * trigger switch and the types an area sees are the shared layer's (shared/notify/).
 */

export type { TriggerCause } from '../../shared/notify/types.ts';

/** The template's variables: the record's fields (an enum as its label) and the cause's extras. */
export function triggerVariables(resource: ResourceDef, trigger: NotifyTrigger, record: Record<string, unknown>, cause: TriggerCause): Record<string, string | number> {
  const extras: Record<(typeof NOTIFY_EXTRA_VARIABLES)[number], string | number> = {
    actor: cause.actor ? cause.actor.name || cause.actor.username : '系统',
    remark: cause.remark ?? '',
    action: resource.status?.actions.find((a) => a.name === cause.action)?.label ?? '',
    days: cause.days ?? 0,
    time: chinaMinute(cause.now),
  };
  const out: Record<string, string | number> = {};
  for (const name of trigger.variables) {
    if (name in extras) {
      out[name] = extras[name as keyof typeof extras];
      continue;
    }
    const field = fieldByName(resource, name);
    const value = record[name];
    const option = field?.options?.find((o) => String(o.value) === String(value));
    out[name] = option ? option.label : value === null || value === undefined ? '' : typeof value === 'number' ? value : String(value);
  }
  return out;
}

/** Subject, content, template code and variables of the message on a channel; null when the template is missing. */
async function renderMessage(db: Kysely<Database>, channel: NotifyChannel, code: string, variables: Record<string, string | number>): Promise<RenderedMessage | null> {
  if (channel !== 'email') return renderTextMessage(channel, code, variables);
  const t = await db.selectFrom('email_template').select(['subject', 'body']).where('code', '=', code).executeTakeFirst();
  if (!t) return null;
  const { subject, html } = renderTemplate(t.subject, t.body, variables);
  return { templateCode: code, subject, content: html, variables };
}

/**
 * Raises one trigger for one record (a database row of `resource`): the outbox row's id and state,
 * or null when nothing is written (switched off; no recipient; the recipient chose 不通知 or has
 * no address on the channel; no template).
 */
export async function raiseTrigger(recipients: RecipientResolvers, db: Kysely<Database>, resource: ResourceDef, trigger: NotifyTrigger, row: Record<string, unknown>, cause: TriggerCause) {
  if (!(await triggerIsOn(db, trigger))) return null;
  const record = rowToRecord(resource, row);
  // every kind a declaration names has its resolver (composition.ts: EVERY_RECIPIENT_RESOLVED)
  const recipient = (await recipients[trigger.to]?.(db, record, cause.actor)) ?? null;
  if (!recipient) return null;
  const channel = trigger.channel === 'preferred' ? recipient.preferred : trigger.channel;
  const address = channel && channel !== 'none' ? recipient.addresses[channel] : null;
  if (!channel || channel === 'none' || !address) return null;
  const message = await renderMessage(db, channel, trigger.template, triggerVariables(resource, trigger, record, cause));
  if (!message) return null;
  return enqueueNotification(
    db,
    {
      channel,
      recipient: address,
      recipientName: recipient.name ?? undefined,
      templateCode: message.templateCode,
      subject: message.subject ?? undefined,
      content: message.content,
      variables: message.variables,
      trigger: trigger.name,
      triggeredBy: cause.actor?.id,
      idempotencyKey: cause.idempotencyKey,
    },
    cause.now,
  );
}

/** `raiseTrigger` with the joined areas' recipients: what a scanner is handed (`ScanContext.raise`). */
export const triggerRaiser = (areas: Pick<AreaSet, 'recipients'>): RaiseTrigger => (db, resource, trigger, row, cause) => raiseTrigger(areas.recipients, db, resource, trigger, row, cause);

/** Runs the resource's triggers declared `on` this action, inside the action's transaction (the area's `afterAction`). */
export async function raiseActionTriggers(db: Kysely<Database>, { resource, after, action, remark, actor, now }: ActionEvent, areas: AreaSet): Promise<void> {
  for (const trigger of resource.notify ?? []) {
    if (!('actions' in trigger.on)) continue;
    if (trigger.on.actions !== 'any' && !trigger.on.actions.includes(action)) continue;
    await raiseTrigger(areas.recipients, db, resource, trigger, after, { now, actor, action, remark });
  }
}
