import { expect, type Locator, type Page } from '@playwright/test';
import { resolveAction } from '../../resources/catalogs/actionVariants.ts';
import type { ActionDef, FieldDef, ResourceDef } from '../../resources/define.ts';
import { fieldOf } from '../../resources/registry.ts';
import type { Api, ApiRecord } from './records.ts';

/**
 * The record pages as a person uses them: forms typed key by key from the declaration's fields,
 * and declared actions pressed on the detail page through their one dialog.
 */

/** An antd button's accessible name for `label` (antd spaces the two characters of a short label; an icon's name may come first). */
export const buttonName = (label: string): RegExp => new RegExp(`(^|\\s)${[...label].join('\\s*')}$`);

/** Types `text` into a box as a person does, one key at a time, and checks the box kept it. */
export async function typeKeys(box: Locator, text: string): Promise<void> {
  await box.click();
  await box.pressSequentially(text);
  await expect(box).toHaveValue(text);
}

/** The value a field gets when a test does not say: distinctive, valid for its type. */
export function sampleValue(field: FieldDef, tag: string): string {
  if (field.type === 'money') return '120';
  if (field.type === 'serial') return 'SUP01AB2401';
  if (field.type === 'number') return '1';
  return `${field.label.slice(0, 1)}${tag}`;
}

/** The open select's list of options (antd renders it outside the form). */
const openOptions = (page: Page): Locator => page.locator('.ant-select-dropdown').filter({ visible: true });

/**
 * Types `values` (by field name) into the inputs of `fields` inside `scope`, key by key: text
 * and numbers typed over what the form starts with (a declared default), an enum picked by clicking its option, a reference searched by typing and
 * picked with Enter.
 */
export async function typeFields(scope: Locator, fields: readonly FieldDef[], values: Readonly<Record<string, string>>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const field = fields.find((f) => f.name === name);
    if (!field) throw new Error(`no field ${name}`);
    const input = scope.getByLabel(field.label, { exact: true });
    // a select that shows its declared default covers its search input with the selected item: the click opens it all the same
    await input.click({ force: field.type === 'enum' || field.type === 'reference' });
    if (field.type === 'enum') {
      await openOptions(scope.page()).getByTitle(value, { exact: true }).click();
      // antd gives the focus back to the select in a timer once its list is clicked: the next field waits for the list to close
      await expect(openOptions(scope.page())).toHaveCount(0);
    } else if (field.type === 'reference') {
      await input.pressSequentially(value);
      await expect(openOptions(scope.page()).locator('.ant-select-item-option')).toHaveCount(1);
      await input.press('Enter');
      await expect(input.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]').locator('.ant-select-selection-item')).toContainText(value);
    } else {
      // a number starts with its declared default: typed over, as a user selects it and types
      await input.clear();
      await input.pressSequentially(value);
      if (field.type !== 'money') await expect(input).toHaveValue(value);
    }
  }
}

/** Opens 新建 on a list, types the record's fields and submits; waits for the drawer to close. */
export async function createThroughForm(page: Page, resource: ResourceDef, createLabel: string, values: Readonly<Record<string, string>>): Promise<void> {
  await page.getByRole('button', { name: buttonName(createLabel) }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: createLabel });
  await typeFields(drawer, resource.fields, values);
  await drawer.getByRole('button', { name: buttonName('提交') }).click();
  await expect(drawer).toBeHidden();
}

/** Opens the detail page of the one list row showing `text`; answers the record's id. */
export async function openRow(page: Page, text: string, detailPath: RegExp): Promise<number> {
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: '详情' }).click();
  await expect(page).toHaveURL(detailPath);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** The content cell of the detail page's field `label`. */
export const detailValue = (page: Page, label: string): Locator =>
  page.locator('.ant-descriptions-item-label').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::td[1]');

/** The label of a status value of `resource`. */
export function statusLabel(resource: ResourceDef, value: string): string {
  const field = fieldOf(resource, resource.status?.field ?? 'status');
  return field?.options?.find((o) => o.value === value)?.label ?? value;
}

const actionOf = (resource: ResourceDef, name: string): ActionDef => {
  const action = resource.status?.actions.find((a) => a.name === name);
  if (!action) throw new Error(`${resource.name} declares no action ${name}`);
  return action;
};

/** A record as the detail page and the walk know it: its status value and the fields variants read. */
export type Walked = Readonly<Record<string, unknown>> & { status: string };

/**
 * Presses the declared action `name` on the open detail page of `record`, types every field of
 * its dialog (the variant for the record) key by key — `values` over sample values — and presses
 * 确定. Then the status cell shows the action's `to` state and the timeline one entry from → to
 * with what was typed. Returns the record in its new state.
 */
export async function runAction(page: Page, resource: ResourceDef, record: Walked, name: string, tag: string, values: Readonly<Record<string, string>> = {}): Promise<Walked> {
  const action = resolveAction(actionOf(resource, name), record);
  const from = statusLabel(resource, record.status);
  const to = statusLabel(resource, action.to);
  await expect(detailValue(page, '状态')).toHaveText(from);
  await page.getByRole('button', { name: buttonName(action.label) }).click();
  const typed = Object.fromEntries((action.fields ?? []).map((f) => [f.name, values[f.name] ?? sampleValue(f, tag)]));
  if (action.fields?.length) {
    const dialog = page.getByRole('dialog').filter({ hasText: action.confirm });
    await typeFields(dialog, action.fields, typed);
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
  } else {
    await page.locator('.ant-modal-confirm').filter({ hasText: action.confirm }).getByRole('button', { name: buttonName('确定') }).click();
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(detailValue(page, '状态')).toHaveText(to);
  const entry = historyEntry(page, action.label, from, to);
  await expect(entry).toHaveCount(1);
  for (const field of action.fields ?? []) await expect(entry).toContainText(field.type === 'money' ? `¥${typed[field.name]}.00` : typed[field.name]);
  return { ...record, status: action.to };
}

/** The timeline's entry of one status change. */
export const historyEntry = (page: Page, actionLabel: string, from: string, to: string): Locator =>
  page.getByTestId('history-entry').filter({ hasText: new RegExp(`${actionLabel}\\s*${from}\\s*→\\s*${to}`) });

/** The API path of one record of `resource`. */
export const onePath = (resource: ResourceDef, id: number): string => (resource.endpoints.one?.path ?? '').replace(':id', String(id));

/**
 * Walks the record open on the detail page through `actions` (see `runAction`); after a reload
 * the status and every step's timeline entry are still there, and the API holds the last state.
 */
export async function walk(page: Page, api: Api, resource: ResourceDef, id: number, actions: readonly string[], tag: string, values: Readonly<Record<string, string>> = {}): Promise<Walked> {
  const stored = await api.get(onePath(resource, id));
  let record: Walked = { ...stored, status: String(stored.status) };
  const steps: [string, string, string][] = [];
  for (const name of actions) {
    const from = statusLabel(resource, record.status);
    record = await runAction(page, resource, record, name, tag, values);
    steps.push([actionOf(resource, name).label, from, statusLabel(resource, record.status)]);
  }
  await page.reload();
  await expect(detailValue(page, '状态')).toHaveText(statusLabel(resource, record.status));
  for (const [label, from, to] of steps) await expect(historyEntry(page, label, from, to)).toHaveCount(1);
  expect((await api.get(onePath(resource, id))).status).toBe(record.status);
  return record;
}

/** The action paths' coverage: the declared actions of `resource` no path presses. */
export const unpressed = (resource: ResourceDef, paths: Readonly<Record<string, readonly string[]>>): string[] => {
  const pressed = new Set(Object.values(paths).flat());
  return (resource.status?.actions ?? []).map((a) => a.name).filter((name) => !pressed.has(name));
};

/**
 * Takes a record through `actions` by the API (a test's preparation, not what it tests), each
 * with the sample values of its variant's fields; answers the record in its last state.
 */
export async function advance(api: Api, resource: ResourceDef, record: ApiRecord, actions: readonly string[], tag: string): Promise<ApiRecord> {
  let current = record;
  for (const name of actions) {
    const action = resolveAction(actionOf(resource, name), current);
    const values = Object.fromEntries((action.fields ?? []).map((f) => {
      const sample = sampleValue(f, tag);
      return [f.name, f.type === 'money' ? Number(sample) * 100 : f.type === 'number' ? Number(sample) : sample];
    }));
    await api.put((resource.endpoints.action?.path ?? '').replace(':id', String(current.id)), { action: name, version: current.version, ...values });
    current = await api.get(onePath(resource, current.id));
  }
  return current;
}
