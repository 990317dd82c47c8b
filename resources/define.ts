import type * as AntdIcons from '@ant-design/icons';
import type { Access } from '../src/domain/access.ts';
import type { FieldCheckName } from '../src/domain/fieldChecks.ts';

/**
 * The name of any icon of @ant-design/icons (`ToolOutlined`, `HeartFilled` …): a name that is not
 * one fails to compile. The build gives the app exactly the icons the declarations name
 * (scripts/declaredIcons.ts).
 */
export type IconName = Extract<keyof typeof AntdIcons, `${string}${'Outlined' | 'Filled' | 'TwoTone'}`>;

/**
 * The declaration types. A declaration is serialisable data — no functions, no JSX — from
 * which the app derives menu, routes, pages, filters and action buttons, and the server
 * derives validation, endpoints, guards and status transitions.
 */

/** Every field type. The app's renderers/inputs and the server's validators are `Record<FieldType, …>`. */
export const FIELD_TYPES = [
  'id',
  'text',
  'textarea',
  'number',
  'money',
  'boolean',
  'enum',
  'date',
  'datetime',
  'serial',
  'phone',
  'email',
  'image',
  'file',
  'html',
  'json',
  'tags',
  'reference',
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];

/** One value of an enum field: the stored value, the Chinese label and an antd tag colour. */
export interface EnumOption {
  value: string | number;
  label: string;
  color?: string;
}

/** How a list filter matches: exact value, one of several (comma separated), text prefix, or a date range `from,to`. */
export type FilterKind = 'eq' | 'in' | 'prefix' | 'range';

/** Database facts of a field (kept apart from UI facts, as Directus does). */
export interface FieldDb {
  /** Column name when it differs from the field name. */
  column?: string;
  nullable?: boolean;
  default?: string | number | boolean | null;
  unique?: boolean;
  /**
   * The field has no column of its own: it is a list filter through a child table, e.g. a reply
   * rule's 关键词 `{ table: 'reply_keyword', key: 'rule_id', column: 'word' }`. Its `ui.filter`
   * matches `column` of the child rows (same wire format as any filter: `?keyword=保` for
   * `prefix`), and the list keeps the records with at least one such row:
   * `id in (select key from table where <column matches>)`, served by the child table's index on
   * `column` (`checkListPlans` judges the child table too). Declare it `readOnly` with a `ui.filter`
   * and nothing else: it is never in a body (readOnly), a record, a form, a detail page or a list
   * column, and the migration creates no column for it (`hasColumn`); the child table is kept
   * in step by its area's hooks. test/unit/childFilter.test.ts checks each such declaration.
   */
  via?: FieldVia;
}

/** The child table a `FieldDb.via` filter reads: its `key` column holds the listed record's id. */
export interface FieldVia {
  table: string;
  key: string;
  column: string;
}

/** Per-view switches and widget facts of a field. */
export interface FieldUi {
  /** Shown as a list column (default false). */
  list?: boolean;
  /** The widest the list column gets, in px: a longer value ends in an ellipsis (schema/columnsOf.tsx). */
  width?: number;
  /** Shown on the detail page (default true). */
  show?: boolean;
  /** Shown in the create/edit form (default: true unless the field is readOnly). */
  form?: boolean;
  /** Shown in the list's search form with this match (must have an index; see `indexes`). */
  filter?: FilterKind;
  /** The list can sort by this field (must have an index). */
  sortable?: boolean;
  /** Click copies the value and shows 复制成功. */
  copyable?: boolean;
  placeholder?: string;
  help?: string;
  /** Columns the field spans in the detail page (1–3). */
  span?: 1 | 2 | 3;
  /** A hand-written display (the schema's own in src/app/schema/fields/customDisplays.tsx, else an app area's `displays`) instead of the type's list renderer. */
  display?: string;
  /** Other fields of the record the display reads (a list row then carries them too). */
  displayWith?: readonly string[];
  /** A hand-written form input (an app area's `inputs`, src/app/areas/<area>/area.ts) instead of the type's input. */
  input?: string;
  /**
   * The search form offers no input for this `filter` (default true): the API still takes it, for
   * another page that filters by it (a notification's 重发生成的通知 by `resend_of`), but its value
   * is an internal id no user sees or types (src/app/schema/filterItemsOf.ts).
   */
  searchForm?: boolean;
  /** The phone's card shows this field even when it is not among the list's first columns (a ticket's 处理时限). */
  card?: boolean;
  /**
   * A text field whose values come from a list the registry holds (a key of `FILTER_CHOICES`,
   * resources/catalogs/filterChoices.ts, e.g. the notification triggers): its filter is a select
   * of their Chinese names that sends the stored value.
   */
  choices?: string;
  /**
   * Shown (detail page, create/edit form) only for records with these values: a repair's courier
   * numbers for 寄修 only. A form drops the field's value while it is hidden.
   */
  shownWhen?: ActionWhen;
}

/** A field of a resource. */
export interface FieldDef {
  name: string;
  type: FieldType;
  /** The Chinese label: column title, form label, detail label, Excel header. */
  label: string;
  db?: FieldDb;
  ui?: FieldUi;
  /** Set by the server only (id, version, timestamps, status): never accepted in a body. */
  readOnly?: boolean;
  required?: boolean;
  min?: number;
  max?: number;
  minLength?: number;
  maxLength?: number;
  /** A number field that takes whole numbers only. */
  integer?: boolean;
  /** A text field's value must match this regular expression (source text), else 「label」格式不正确. */
  pattern?: string;
  /** A text field's domain check (src/domain/fieldChecks.ts), run after the pattern by both halves; its message is shown as it is. */
  check?: FieldCheckName;
  /** Values of an enum field. */
  options?: readonly EnumOption[];
  /**
   * The resource a reference field points to, and the field shown for it (a json field: the
   * resource whose ids its list holds). `options` names the endpoint (an `endpointTable()` key,
   * e.g. `workflow.handlers`) whose `{list: [{value, label}]}` fills the select, when it is not the
   * target's own `options` endpoint (which the users of this form may not be allowed to call).
   */
  reference?: { resource: string; labelField: string; options?: string };
  /** Set when the record is created and never changed after (a config key): not in the edit form, refused in an update. */
  createOnly?: boolean;
  /**
   * Asked for by the create form (a password input) and handed to the resource's server hook;
   * it has no column of its own and is never returned or edited.
   */
  writeOnly?: boolean;
}

/** Whether a field has a column and a value in a record: not a `writeOnly` secret, not a `db.via` filter. */
export const hasColumn = (f: FieldDef): boolean => !f.writeOnly && f.db?.via === undefined;

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API endpoint: method and path under `/api/cms` (`:id` marks the record id), and the
 * access that guards it. Without `access` it takes its resource's access.
 */
export interface EndpointDef {
  method: HttpMethod;
  path: string;
  access?: Access;
  /**
   * The endpoint acts on an account `:id`: the caller may always act on their own id, and on
   * another's only with this access.
   */
  selfOr?: Access;
  /**
   * The endpoint takes a `multipart/form-data` body (an upload) of at most `maxBytes` instead of
   * JSON under the API's 1 MiB limit; its handler reads and limits the body itself.
   */
  multipart?: { maxBytes: number };
  /** The endpoint takes an XML body (WeChat's event push) instead of JSON; its handler reads it as text. */
  xml?: boolean;
  /** What the endpoint does, for the docs and the permission matrix. */
  summary: string;
}

/** The endpoints of a resource, each named because section 7's paths are irregular. */
export interface ResourceEndpoints {
  list?: EndpointDef;
  one?: EndpointDef;
  create?: EndpointDef;
  update?: EndpointDef;
  delete?: EndpointDef;
  /** Badge counts keyed by screen `countKey`. */
  count?: EndpointDef;
  /** Status and follow-up history of a record. */
  history?: EndpointDef;
  /** Adds a follow-up note. */
  follow?: EndpointDef;
  /** Applies a declared action (status change); body `{action, version, ...fields}`. */
  action?: EndpointDef;
  /** Records per status created in a range (`?created=from,to`), for the dashboard chart. */
  stats?: EndpointDef;
  /**
   * `{list: [{value, label}]}` of records (id and `titleField`, `?q=` prefix, at most 50) for
   * the select of a reference field that points here.
   */
  options?: EndpointDef;
}

/** The field values a record must have for an `ActionVariant` to apply: one value, or one of several. */
export type ActionWhen = Readonly<Record<string, string | number | boolean | readonly (string | number | boolean)[]>>;

/**
 * What an action asks and says for the records `when` matches (e.g. a walk-in repair's 确认收件
 * asks for no courier number). The first matching variant replaces the action's `confirm` and
 * `fields`; the dialog and the server's validation both read the resolved action.
 */
export interface ActionVariant {
  when: ActionWhen;
  confirm?: string;
  fields?: readonly FieldDef[];
}

/**
 * What an action does to stock, per unit: `reserve` holds available stock (on hand − reserved),
 * `consume` takes a reserved unit out, `release` gives a reservation back, `restock` puts a unit
 * back on hand.
 */
export type StockEffect = 'reserve' | 'consume' | 'release' | 'restock';

/** An action's stock move, applied in the action's own transaction (409 40903 when the stock cannot follow). */
export interface ActionStock {
  effect: StockEffect;
  /** The reference field naming the stock item. */
  item: string;
  /** The field holding the quantity, or a fixed quantity. */
  quantity: string | number;
}

/**
 * A state-changing action: a button on the detail page (and list row), a form for what it
 * asks, and a row of the transition table the server enforces.
 */
export interface ActionDef {
  name: string;
  label: string;
  /** States the action is allowed from. */
  from: readonly string[];
  /** The state it leads to. */
  to: string;
  /**
   * What the action asks for. A field whose name is a field of the resource is also written
   * to the record; the others are kept with the history entry. `remark` becomes its text.
   */
  fields?: readonly FieldDef[];
  /** The dialog's text: the description above the form, or the confirmation of an action without fields. */
  confirm: string;
  /** Record-dependent texts and fields (see `ActionVariant`); the first match wins. */
  variants?: readonly ActionVariant[];
  /** The stock move the action makes (requests, exchanges). */
  stock?: ActionStock;
  /** Extra access beyond the resource's own. */
  access?: Access;
  danger?: boolean;
  /** Which screens show the action (default: all of the resource's screens). */
  screens?: readonly string[];
  /**
   * The action's own endpoint besides the resource's `action` endpoint: `PUT <path>` with
   * `{version, ...fields}` (section 7 names some, e.g. `/needs/refuse-request/:id`).
   */
  path?: string;
}

/** Where a route sits in the sidebar. */
export interface MenuPlace {
  /** Key of a menu group in `resources/menu.ts`; absent for top-level items. */
  group?: string;
  /** An @ant-design/icons name. */
  icon?: IconName;
  order?: number;
}

/** The route meta of section 3: title, icon, access, keepAlive, affix, hidden, activeMenu. */
export interface RouteMeta {
  path: string;
  title: string;
  /** In the sidebar (omit for hidden routes). */
  menu?: MenuPlace;
  /** The menu item kept highlighted while a hidden route is open. */
  activeMenu?: string;
  keepAlive?: boolean;
  affix?: boolean;
  /** Opens no tab of its own (the 403 page: it stands in for a page the user may not open). */
  noTab?: boolean;
}

/**
 * One screen of a resource: a list and its detail page. Two screens of one kind share a
 * declaration and differ by a fixed filter (ordinary vs quick repair).
 */
export interface ScreenDef {
  /** The refine resource name; unique across the registry. */
  name: string;
  /** Filters always applied to lists, counts and creates of this screen. */
  fixed?: Record<string, string | number>;
  list: RouteMeta;
  show?: RouteMeta;
  /**
   * A page of its own for the create and edit form (ROUTES.md's `/intelligence/keyword-edit/:id?`:
   * no id = create), instead of the drawer: its path ends in `/:id?`. 新建 and every 编辑 of the
   * screen open it; saving goes back to the detail page (or the list).
   */
  form?: RouteMeta;
  /** Key of this screen in the resource's count endpoint (its sidebar badge). */
  countKey?: string;
  /** Label of the create button, when the resource can be created here. */
  createLabel?: string;
  /** The fields this screen's list shows, in order (default: every `ui.list` field). */
  columns?: readonly string[];
  /** The fields this screen's edit form offers (default: every form field of the resource). */
  editFields?: readonly string[];
  /** Whether this screen's rows offer 删除 (default: when the resource declares a delete endpoint). */
  canDelete?: boolean;
  /** A hand-written panel shown above the list (an app area's `panels`, src/app/areas/<area>/area.ts), e.g. the serial checker. */
  panel?: string;
  /** A hand-written expanded row (an app area's `rowDetails`) instead of the record's other fields, e.g. a problem's tickets. */
  rowDetail?: string;
  /** Access of this screen's list route when it differs from the resource's (a queue every logged-in user has). */
  access?: Access;
  /**
   * A queue of the caller's own records: the field (or column) that must equal the caller's
   * account id (`handler_id` → 待处理工单). The server applies it to the screen's list and count,
   * and an export of the screen is its exporter's alone. When every screen of a resource is
   * `mine` on the same field, every call of the resource is narrowed to the caller's rows (我的站内信).
   */
  mine?: string;
  /** Only records in an open state (`status.open`) are listed and counted. */
  openOnly?: boolean;
  /** The screen's default sort when it differs from the resource's (e.g. `due_at`: overdue first). */
  defaultSort?: string;
  /** Actions offered on the rows selected in the list (each row succeeds or fails on its own). */
  bulk?: readonly string[];
  /**
   * Hand-written tools offered on the rows selected in the list (an app area's `selectionTools`,
   * src/app/areas/<area>/area.ts), shown in the bar of the selection beside the bulk actions and
   * given the selected rows, e.g. 导出所选. Declaring one makes the list's rows selectable.
   */
  selectionTools?: readonly string[];
  /**
   * Operations (`ResourceDef.operations`, by name) a list row offers beside its 详情 link, on a
   * screen with a detail page (a screen without one offers every operation in the row anyway).
   */
  listOperations?: readonly string[];
  /** Fields the detail page's panel presents itself (the mail drawn in a frame), left out of its field list. */
  detailPanelFields?: readonly string[];
  /** 编辑 on the detail page opens this route (`:id` filled) instead of the edit drawer (a form of its own, e.g. /workflow/edit/:id). */
  editPath?: string;
  /**
   * The screen's own list and badge-count endpoints (section 7's `bucket/pending`,
   * `bucket/pending/count` → `[n]`), which apply `fixed`, `mine` and `openOnly` on the server.
   */
  endpoints?: { list?: EndpointDef; count?: EndpointDef };
}

/**
 * A button on each record that calls ANOTHER declared endpoint (by its `endpointTable()` key,
 * e.g. `account.password`) with a form of its fields as the body — 重置密码 on an account.
 */
export interface OperationDef {
  name: string;
  label: string;
  /** Key of the endpoint in `endpointTable()`; its path's `:id` is the record's id (a path without `:id` gets `?id=`). */
  endpoint: string;
  fields: readonly FieldDef[];
  /** Values sent besides the form's (标为已读 sends `{ read: true }`). */
  values?: Readonly<Record<string, string | number | boolean>>;
  /** The records that show the button (default: all), as `ActionVariant.when`. */
  when?: ActionWhen;
  /** The question asked before sending; without it and without fields, a click sends at once. */
  confirm?: string;
  danger?: boolean;
}

/** A composite index serving a filter + sort combination; the migration creates the same. */
export interface IndexDef {
  columns: readonly string[];
  unique?: boolean;
}

/** The state machine of a resource with a status field. */
export interface StatusMachine {
  field: string;
  initial: string;
  /** A record created with this field set starts in `state` instead of `initial` (a ticket created with a handler starts at 处理中). */
  initialWhen?: { field: string; state: string };
  /** States counted by the sidebar badge (work still to do). */
  open: readonly string[];
  actions: readonly ActionDef[];
  /**
   * States in which a record can no longer be changed (a closed ticket): its detail page
   * disables 编辑, every action and the record's own panels, each showing `reason`.
   */
  locked?: { states: readonly string[]; reason: string };
  /**
   * Who may take the actions on a record beyond the endpoint's access: the users the record names
   * in `fields` (a ticket's handler and creator), or a holder of `access`; the others see the
   * actions disabled with `reason`, and the server refuses them with 403 (catalogs/actionAvailability.ts).
   */
  actors?: { fields: readonly string[]; access: Access; reason: string };
}

/** The channels a notification goes by (the outbox's `channel`). */
export type NotifyChannel = 'site' | 'email' | 'wechat' | 'sms';

/**
 * Who a trigger notifies, resolved from the record by the area that declares it (its entry's `recipients`: people, workflow):
 * `customer` — the customer account whose phone is the record's `customer_phone` (their address
 * per channel and their preferred channel); `handler` — the staff account in `handler_id`.
 */
export type NotifyRecipient = 'customer' | 'handler';

/** Values a trigger's template gets besides the record's fields (see `NotifyTrigger.variables`). */
export const NOTIFY_EXTRA_VARIABLES = ['actor', 'remark', 'action', 'days', 'time'] as const;

/**
 * A notification the server sends when something happens to a record (docs/decisions.md,
 * "Notification triggers"): one outbox row written in the same transaction as the change.
 * Its switch is the system config item `notify_trigger_<name>` (boolean, default on).
 */
export interface NotifyTrigger {
  /** Unique across the registry; names the switch `notify_trigger_<name>`. */
  name: string;
  /** What it does, in Chinese (the switch's name in system config). */
  label: string;
  /**
   * When: after one of these status actions (`'any'`: every action) commits with it, or when the
   * periodic scan of this name (src/server/areas/notifications/scanners.ts) finds the record.
   */
  on: { actions: readonly string[] | 'any' } | { scan: string };
  to: NotifyRecipient;
  /** A fixed channel, or `preferred`: the recipient's own choice (a customer's 通知方式). */
  channel: NotifyChannel | 'preferred';
  /**
   * The template code: the email template of that code (/system/template) for email, the text
   * template of that code (resources/notifications/notifyTemplates.ts) for the other channels.
   */
  template: string;
  /**
   * The variables the template gets: fields of the record (an enum field as its label) and of
   * `NOTIFY_EXTRA_VARIABLES` (who acted, the action's remark and label, days overdue, the China time).
   */
  variables: readonly string[];
}

/** A domain declared once. */
export interface ResourceDef {
  name: string;
  /** Singular Chinese noun, e.g. 维修单. */
  label: string;
  table: string;
  /** Access of every endpoint and screen of the resource unless they say otherwise. */
  access: Access;
  fields: readonly FieldDef[];
  endpoints: ResourceEndpoints;
  screens: readonly ScreenDef[];
  /**
   * Fields searched by the list's `q` (prefix match on each). Its input is labelled 关键词 unless
   * `label` says otherwise (a list with a 关键词 filter of its own: the reply rules' 规则名称).
   */
  search?: { fields: readonly string[]; placeholder: string; label?: string };
  /** Default list sort, e.g. `-created_at`. */
  defaultSort: string;
  indexes?: readonly IndexDef[];
  /**
   * Fields (not nullable; enum/number) whose exact record counts per value combination are kept
   * in `<table>_count` by database triggers, e.g. `['type', 'status']`. A list total whose
   * filters are only eq/in on these fields, and the badge count, read that table instead of
   * counting rows; other filtered totals are capped (docs/decisions.md, Speed).
   */
  counts?: readonly string[];
  status?: StatusMachine;
  /**
   * States in which a record of a resource WITHOUT a status machine can no longer be edited or
   * deleted (an ERP order after 提交, whose steps are hand-written endpoints): as `StatusMachine.locked`,
   * read from `field`; the app disables 编辑 and 删除 with `reason`, and the resource's hooks refuse
   * the write with 409 (the server keeps its own check).
   */
  locked?: { field: string; states: readonly string[]; reason: string };
  /** The field shown as the record's title (detail page heading, references). */
  titleField: string;
  /** Buttons that call other declared endpoints on a record (see `OperationDef`). */
  operations?: readonly OperationDef[];
  /**
   * `table` is a read-only SQL view over these tables (a list joined for reading, e.g. one's
   * inbox): it has no indexes of its own — its list queries are served by theirs, which
   * `checkListPlans` checks — and no create, update or delete of its own.
   */
  viewOver?: readonly string[];
  /**
   * Fields the `options` endpoint answers beside `value` and `label`, for a form that needs more
   * than the name of what it picks (a ticket type's extra fields and defaults in the ticket form).
   */
  optionFields?: readonly string[];
  /** Notifications raised by the resource's actions or by a periodic scan of its records (see `NotifyTrigger`). */
  notify?: readonly NotifyTrigger[];
}

/** A page that is not a resource screen (dashboard, 403, login …), implemented by hand. */
export interface PageDef extends RouteMeta {
  /** Name of the component in `src/app/pages/`. */
  component: string;
  access: Access;
  /** Outside the layout (login). */
  bare?: boolean;
  /**
   * The page is about one list screen, named by this path parameter (`/export/:type`): the route
   * table holds one route per screen (`/export/repair` …), each with that list's access and sitting
   * under that list in the menu and breadcrumbs; the page gets the screen's name as `screen`.
   */
  screenParam?: string;
}

/** A sidebar group. */
export interface MenuGroup {
  key: string;
  title: string;
  icon: IconName;
  order: number;
}

/** Endpoints that belong to no resource (auth, the shell). */
export interface EndpointGroup {
  name: string;
  /** The group's Chinese name in the action log's 对象 (else the catalogue's own list, catalogs/actionCatalog.ts). */
  label?: string;
  endpoints: Record<string, EndpointDef>;
}

/** Identity helpers that keep literal types while checking the shape. */
export const defineResource = <const T extends ResourceDef>(def: T): T => def;
export const definePages = <const T extends readonly PageDef[]>(pages: T): T => pages;
export const defineEndpoints = <const T extends EndpointGroup>(group: T): T => group;

/**
 * One area's declarations (`resources/<area>/index.ts`): its resources, its endpoint groups (what
 * the CRUD path cannot say) and its hand-written pages. `resources/index.ts`, the registry, lists
 * the areas, one line each; the literal types are kept, so the names derived there stay exact.
 */
export interface AreaDeclarations {
  readonly name: string;
  readonly resources: readonly ResourceDef[];
  readonly endpointGroups: readonly EndpointGroup[];
  readonly pages: readonly PageDef[];
}
export const defineAreaDeclarations = <const T extends AreaDeclarations>(area: T): T => area;
