import { describe, expect, it } from 'vitest';
import type { FieldDef, ResourceDef } from '../../resources/define.ts';
import { FILTER_CHOICES, filterChoices } from '../../resources/catalogs/filterChoices.ts';
import { resources } from '../../resources/index.ts';
import { endpointTable, routeTable } from '../../resources/registry.ts';
import { canAccess, type Access, type AccessUser } from '../../src/domain/access.ts';
import { GROUP } from '../../src/domain/groups.ts';
import { PERMISSION_ACTIONS } from '../../src/domain/permissions.ts';
import { optionsEndpointOf } from '../../src/app/schema/fields/referenceOptions.ts';
import { filterInputOf, filterItemsOf, itemsFor } from '../../src/app/schema/filterItemsOf.ts';
import { inForm } from '../../src/app/schema/formItemsOf.ts';

/**
 * Not one list or form in the product asks a person for an internal id (issue 32, item 2). This
 * walks every declaration, so a new resource, screen, filter or form field is covered the day it
 * is declared: a list filter renders a text box only for a typed field (text, phone, serial …),
 * and a select for everything else; a reference (in a filter or in a form) reads its choices from
 * an options endpoint that everyone who may use the list or the form may call.
 */

/** Users that tell accesses apart: every group level, with no permission and with each single one. */
const PROBES: AccessUser[] = Object.values(GROUP).flatMap((group) => [{ group, permissions: [] }, ...PERMISSION_ACTIONS.map((p) => ({ group, permissions: [p] }))]);

/** Whether everyone (of `probes`) who passes `outer` also passes `inner`. */
const covers = (outer: Access, inner: Access, probes = PROBES): boolean => probes.every((u) => !canAccess(u, outer) || canAccess(u, inner));

/**
 * Options endpoints whose rule `Access` cannot say (two permissions, either one), declared as
 * staff and above: checked for staff accounts only. docs/decisions.md, "Not declarable" (issue 16):
 * the stock item picker of the request forms (manage_needs_request) and the exchange form
 * (manage_needs_stock).
 */
/**
 * ERP's company and group selects (declared group ≥ 64 as the stock items', resources/erp/access.ts): the
 * companies serve the forms and filters of 采购单 (manage_erp_purchase), 关联 (manage_erp_relation) and
 * the company lists. The groups serve only the company form and filter (manage_erp_company), which
 * `Access` could say; kept at staff by the lead's rule for ERP's options (reported with issue 36).
 */
const STAFF_FLOOR: ReadonlySet<string> = new Set(['stockItems.options', 'erpCompanies.options', 'erpGroups.options']);
const STAFF = PROBES.filter((u) => u.group >= GROUP.editor);

describe('no list filter asks for an id', () => {
  const lists = routeTable().filter((r) => r.view.kind === 'list');

  it.each(lists.map((r) => [r.path, r] as const))('%s: every filter its users see is a select, a date range or a typed text', (_path, route) => {
    if (route.view.kind !== 'list') return;
    const { resource: name, screen: screenName } = route.view;
    const resource = resources.find((r) => r.name === name) as ResourceDef;
    const screen = resource.screens.find((s) => s.name === screenName);
    const items = filterItemsOf(resource, '关键词', screen);
    const idBoxes = new Set<string>();
    for (const user of PROBES.filter((u) => canAccess(u, route.access))) {
      for (const item of itemsFor(items, user)) if (filterInputOf(item) === 'id') idBoxes.add(`${item.label}（${item.name}）`);
    }
    expect([...idBoxes], `filters of ${route.path} that would ask for an id`).toEqual([]);
  });

  it('the ticket lists filter 类型, 处理人, 创建人 and 归入常见问题 by name, and 启用 by 是/否', () => {
    const tickets = resources.find((r) => r.name === 'tickets') as ResourceDef;
    const all = filterItemsOf(tickets, '关键词', tickets.screens.find((s) => s.name === 'ticket'));
    const kinds = Object.fromEntries(all.map((i) => [i.name, filterInputOf(i)]));
    expect(kinds).toMatchObject({ type_id: 'remote', handler_id: 'remote', created_by: 'remote', question_id: 'remote', status: 'select' });
    // a queue of the caller's own tickets does not filter by the field that makes it theirs
    expect(filterItemsOf(tickets, '关键词', tickets.screens.find((s) => s.name === 'ticketPending')).map((i) => i.name)).not.toContain('handler_id');
    const types = resources.find((r) => r.name === 'ticketTypes') as ResourceDef;
    const enabled = filterItemsOf(types, '关键词').find((i) => i.name === 'enabled');
    expect(enabled && filterInputOf(enabled)).toBe('select');
    expect(enabled?.options?.map((o) => [o.value, o.label])).toEqual([['true', '是'], ['false', '否']]);
  });

  it('the notification lists filter 模板 and 触发来源 by their Chinese names, and offer no 重发自 box', () => {
    const outbox = resources.find((r) => r.name === 'notifications') as ResourceDef;
    const items = filterItemsOf(outbox, '关键词', outbox.screens[0]);
    const template = items.find((i) => i.name === 'template_code');
    const trigger = items.find((i) => i.name === 'trigger');
    expect(template && filterInputOf(template)).toBe('select');
    expect(template?.options).toContainEqual({ value: 'repair_status_changed', label: '维修状态变更' });
    expect(trigger?.options).toContainEqual({ value: 'ticket_assign', label: '工单转派时以站内信通知新处理人' });
    expect(trigger?.options).toContainEqual({ value: 'resend', label: '手动重发' });
    expect(items.map((i) => i.name)).not.toContain('resend_of');
  });

  it('every `ui.choices` names a list the catalogue holds, with at least one option', () => {
    const named = resources.flatMap((r) => r.fields.flatMap((f) => (f.ui?.choices ? [`${r.name}.${f.name}:${f.ui.choices}`] : [])));
    expect(named.length).toBeGreaterThan(0);
    for (const entry of named) {
      const name = entry.split(':')[1];
      expect(Object.keys(FILTER_CHOICES), entry).toContain(name);
      expect(filterChoices(name).length, entry).toBeGreaterThan(0);
    }
  });
});

describe('no form asks for an id', () => {
  const endpoints = endpointTable();
  const accessOf = (key: string): Access | undefined => endpoints.find((e) => e.key === key)?.access;

  /** Every form of the registry: the fields it asks for and the access of the endpoint it sends to. */
  const forms = resources.flatMap((r) => {
    const out: { form: string; access: Access; fields: readonly FieldDef[] }[] = [];
    const create = accessOf(`${r.name}.create`);
    const update = accessOf(`${r.name}.update`);
    if (create) out.push({ form: `${r.name} 新建`, access: create, fields: r.fields.filter(inForm) });
    if (update) out.push({ form: `${r.name} 编辑`, access: update, fields: r.fields.filter((f) => inForm(f) && !f.writeOnly && !f.createOnly) });
    for (const a of r.status?.actions ?? []) {
      const access = (a.path ? accessOf(`${r.name}.${a.name}`) : accessOf(`${r.name}.action`)) ?? r.access;
      out.push({ form: `${r.name} ${a.label}`, access: a.access ?? access, fields: [...(a.fields ?? []), ...(a.variants ?? []).flatMap((v) => v.fields ?? [])] });
    }
    for (const o of r.operations ?? []) out.push({ form: `${r.name} ${o.label}`, access: accessOf(o.endpoint) ?? r.access, fields: o.fields });
    return out;
  });

  it.each(forms.map((f) => [f.form, f] as const))('%s: every reference is a select its users may fill', (_name, form) => {
    const problems: string[] = [];
    for (const field of form.fields.filter((f) => f.type === 'reference' && !f.ui?.input)) {
      const endpoint = optionsEndpointOf(field);
      if (!endpoint) problems.push(`${field.label}（${field.name}）: no options endpoint`);
      else if (!covers(form.access, endpoint.access, STAFF_FLOOR.has(endpoint.key) ? STAFF : PROBES)) problems.push(`${field.label}（${field.name}）: ${endpoint.key} is closed to some who may send the form`);
    }
    expect(problems).toEqual([]);
  });
});
