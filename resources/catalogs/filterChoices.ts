import type { EnumOption } from '../define.ts';
import { resources } from '../index.ts';
import { NOTIFY_TEXT_TEMPLATES } from '../notifications/notifyTemplates.ts';
import { OTHER_SOURCES } from '../notifications/notifyWords.ts';

/**
 * Named option lists for text fields whose values the registry knows (`FieldUi.choices`): the
 * field's filter offers their Chinese names and sends the stored value, so nobody types a code.
 * Read on first use (the registry exists by then).
 */
export const FILTER_CHOICES: Readonly<Record<string, () => readonly EnumOption[]>> = {
  /** The outbox's `trigger`: every declared notification trigger, 手动重发 and the demo seed's rows (notifyWords.ts names them). */
  notifyTriggers: () => [
    ...resources.flatMap((r) => (r.notify ?? []).map((t) => ({ value: t.name, label: t.label }))),
    ...Object.entries(OTHER_SOURCES).map(([value, label]) => ({ value, label })),
  ],
  /** The outbox's `template_code`: a template's code (email, SMS, 站内信) or its WeChat template id. */
  notifyTemplates: () =>
    NOTIFY_TEXT_TEMPLATES.flatMap((t) => [
      { value: t.code, label: t.name },
      ...('wechat' in t ? [{ value: t.wechat.templateId, label: `${t.name}（微信）` }] : []),
    ]),
};

const cache = new Map<string, readonly EnumOption[]>();

/** The options of a `FieldUi.choices` name (empty for an unknown one: the declaration test names it). */
export function filterChoices(name: string): readonly EnumOption[] {
  let list = cache.get(name);
  if (!list) cache.set(name, (list = FILTER_CHOICES[name]?.() ?? []));
  return list;
}
