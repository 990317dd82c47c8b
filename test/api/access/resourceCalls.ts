import type { ResourceDef } from '../../../resources/define.ts';
import { findResource, type EndpointEntry } from '../../../resources/registry.ts';
import { forceStatus, REQUEST_ACTION_FIELDS, validExchange, validRequest, validStock } from '../needs/fixtures.ts';
import { actionFieldsFor, validRepair } from '../repairFixtures.ts';
import type { Call, CallContext, Rec } from './callContext.ts';
import { sampleAction, sampleChange, sampleCreateBody } from './declaredKit.ts';
import type { TestUser } from '../../helpers/testServer.ts';
import { ticketActionCall, ticketBody } from './workflowCalls.ts';
import { outboxRow } from './notificationCalls.ts';
import { chunk, conversation, hotWord, indexedDocument } from './intelligenceCalls.ts';
import { libraryFile, libraryFolder } from './ossCalls.ts';
import { erpCompany, erpCompanyBody, erpGroup, erpPurchase, erpPurchaseBody, erpRelation, erpRelationBody } from './erpCalls.ts';
import { replyDictWord, replyDictWordBody, replyMessage, replyRule, replyRuleBody } from './replyCalls.ts';

/**
 * Valid calls of the generic resource endpoints (list, one, create, update, delete, action,
 * follow, history, count, stats, options): each change or delete gets a fresh record, so every
 * allowed caller's call really succeeds.
 */

interface RecordKit {
  /** A fresh record (created through the API as the super admin, or straight in the database). */
  fresh(ctx: CallContext): Promise<Rec>;
  /** A valid create body (unique where the resource wants it). */
  createBody(ctx: CallContext): Record<string, unknown> | Promise<Record<string, unknown>>;
  /** A valid change of an existing record. */
  change: Record<string, unknown>;
  /** The generic action endpoint's action from the fresh record's state, and its fields. */
  action?: (rec: Rec) => Record<string, unknown>;
}

const modelBody = (n: number): Record<string, unknown> => ({
  name: `测试机型 ${n}`,
  code: String(n % 100).padStart(2, '0'),
  letters: String.fromCharCode(65 + (Math.floor(n / 100) % 26), 65 + (n % 26)),
  category: 'engraver',
  sale_state: 'on_sale',
  warranty_months: 24,
  price: 1299900,
  launched_on: '2024-03-01',
});

/** A notice to the member, whom every caller allowed to send one may write to (nobody sends to themself). */
const noticeBody = async (ctx: CallContext): Promise<Record<string, unknown>> => ({ recipients: [await ctx.idOf('member')], title: '系统维护通知', content: '本周六 22:00–24:00 系统维护。' });

const KITS: Record<string, RecordKit> = {
  repairs: {
    createBody: () => validRepair(),
    fresh: (ctx) => ctx.create('/needs/manage-repair', validRepair()),
    change: { fault: '开机后风扇异响' },
    action: (rec) => {
      const receive = findResource('repairs')?.status?.actions.find((a) => a.name === 'receive');
      if (!receive) throw new Error('repairs has no receive action');
      return { action: 'receive', ...actionFieldsFor(receive, rec) };
    },
  },
  requests: {
    createBody: (ctx) => validRequest(ctx.stockId),
    fresh: (ctx) => ctx.create('/needs/manage-request', validRequest(ctx.stockId)),
    change: { reason: '客户设备返厂期间需要备用机' },
    action: () => ({ action: 'approve', ...REQUEST_ACTION_FIELDS.approve }),
  },
  exchanges: {
    createBody: (ctx) => validExchange(ctx.stockId),
    fresh: (ctx) => ctx.create('/needs/exchange', validExchange(ctx.stockId)),
    change: { reason: '到货七天内激光器故障' },
    action: () => ({ action: 'approve', remark: '同意换货' }),
  },
  stockItems: {
    createBody: () => validStock(),
    fresh: (ctx) => ctx.create('/needs/stock/item', validStock()),
    change: { location: 'B-02' },
  },
  products: {
    createBody: (ctx) => modelBody(ctx.next()),
    fresh: (ctx) => ctx.create('/needs/production/model', modelBody(ctx.next())),
    change: { sale_state: 'discontinued' },
  },
  customers: {
    createBody: (ctx) => ({ username: `kehu${ctx.next()}`, name: '陈志强', company: '东莞精工激光科技有限公司', group: 1 }),
    fresh: (ctx) => ctx.create('/account/user', { username: `kehu${ctx.next()}`, name: '陈志强', group: 1 }),
    change: { company: '深圳华创激光科技有限公司' },
  },
  notices: {
    createBody: noticeBody,
    fresh: async (ctx) => ctx.create('/manage/message/send', await noticeBody(ctx)),
    change: { title: '维护时间调整' },
    action: () => ({ action: 'revoke' }),
  },
  admins: {
    createBody: (ctx) => ({ username: `yuangong${ctx.next()}`, password: 'abcd1234', name: '新员工', group: 1 }),
    fresh: async (ctx) => ({ id: await ctx.freshAccount(), version: 1, status: '1' }),
    change: { nickname: '小新' },
    action: () => ({ action: 'disable' }),
  },
  config: {
    createBody: (ctx) => ({ key: `oracle_${ctx.next()}`, name: '测试项', type: 'string', value: 'x' }),
    fresh: (ctx) => ctx.create('/system/config', { key: `oracle_${ctx.next()}`, name: '测试项', type: 'string', value: 'x' }),
    change: { value: 'y' },
  },
  tickets: {
    createBody: ticketBody,
    fresh: async (ctx) => ctx.create('/workflow/bucket', await ticketBody(ctx)),
    change: { title: '激光器功率下降' },
  },
  // written by the server only: a fresh row is enqueued in the database
  notifications: { createBody: () => ({}), fresh: outboxRow, change: {} },
  // 智能助手: documents come from an upload and its parse, chunks from a document, conversations from a question
  aiDocuments: { createBody: () => ({}), fresh: indexedDocument, change: { enabled: false } },
  aiChunks: { createBody: () => ({}), fresh: chunk, change: { text: '反射镜每周用无水乙醇擦拭一次。' } },
  aiConversations: { createBody: () => ({}), fresh: async (ctx) => ({ id: await conversation(ctx), version: 1, status: '' }), change: {} },
  aiHotWords: {
    createBody: async (ctx) => ({ vocabulary_id: (await ctx.create('/intelligence/vocabulary', { name: `访问测试热词表${ctx.next()}` })).id, word: `热词${ctx.next()}`, weight: 5 }),
    fresh: hotWord,
    change: { weight: 9 },
  },
  // AI文件库: a folder sits in a folder that exists (the top, 0); a file comes from an upload
  ossFolders: { createBody: (ctx) => ({ name: `访问测试文件夹${ctx.next()}`, parent_id: 0 }), fresh: libraryFolder, change: { parent_id: 0 } },
  ossFiles: { createBody: () => ({}), fresh: libraryFile, change: { tags: ['访问测试'] } },
  // 自动回复: a rule of the JSON shapes with a keyword of its own; a word in a dictionary that exists; a message from 模拟消息
  replyRules: { createBody: replyRuleBody, fresh: replyRule, change: { reply_mode: 'random' } },
  replyDictWords: { createBody: replyDictWordBody, fresh: replyDictWord, change: { standard: '另一个标准词' } },
  replyMessages: { createBody: () => ({}), fresh: replyMessage, change: {} },
  // ERP: a company's credit code with its check digits (in the calls' group); a relation of a customer of its own; an order of the calls' model (a 草稿)
  erpGroups: { createBody: (ctx) => ({ name: `访问测试分组${ctx.next()}`, discount_rate: 3, sort: 20 }), fresh: erpGroup, change: { region: '华南' } },
  erpCompanies: { createBody: erpCompanyBody, fresh: erpCompany, change: { contact: '李经理' } },
  erpRelations: { createBody: erpRelationBody, fresh: erpRelation, change: { remark: '访问测试改' } },
  erpPurchases: { createBody: (ctx) => erpPurchaseBody(ctx), fresh: erpPurchase, change: { remark: '访问测试改' } },
  templates: {
    createBody: (ctx) => ({ code: `tpl_${ctx.next()}`, name: '模板', subject: '主题', body: '<p>正文</p>' }),
    fresh: (ctx) => ctx.create('/system/template', { code: `tpl_${ctx.next()}`, name: '已收件', subject: '设备已收到 {{repair_no}}', body: '<p>您好 {{customer_name}}</p>' }),
    change: { subject: '设备已寄回 {{repair_no}}' },
  },
};

/** The kit of a resource without a hand-made one: call data read from its declaration (declaredKit.ts). */
const declaredKit = (r: ResourceDef): RecordKit => {
  const path = r.endpoints.create?.path;
  return {
    createBody: (ctx) => sampleCreateBody(r, ctx.next()),
    fresh: (ctx) => {
      if (!path) throw new Error(`${r.name} has no create endpoint: add a record kit to test/api/access/resourceCalls.ts`);
      return ctx.create(path, sampleCreateBody(r, ctx.next()));
    },
    change: r.endpoints.update ? sampleChange(r, 1) : {},
    action: r.status ? () => sampleAction(r, 1) : undefined,
  };
};

const kitOf = (r: ResourceDef): RecordKit => KITS[r.name] ?? declaredKit(r);

const at = (e: EndpointEntry, rec: Rec): string => e.path.replace(':id', String(rec.id)).replace(':type', String(rec.type ?? ''));

/** Sets a request's state for an own-path action that does not start from `pending`. */
async function readyFor(ctx: CallContext, r: ResourceDef, action: string, rec: Rec): Promise<Rec> {
  const def = r.status?.actions.find((a) => a.name === action);
  if (!def || def.from.includes(rec.status)) return rec;
  if (r.table !== 'request' && r.table !== 'exchange') throw new Error(`cannot set up ${r.name}.${action}`);
  const version = await forceStatus(ctx.s, r.table, rec.id, def.from[0]);
  return { ...rec, version, status: def.from[0] };
}

/** The valid call of a resource endpoint for one caller. */
export async function resourceCall(ctx: CallContext, e: EndpointEntry, caller: TestUser | null): Promise<Call> {
  const r = e.resource ? findResource(e.resource) : undefined;
  if (!r) throw new Error(`${e.key} is not a resource endpoint`);
  if (e.action && r.name === 'tickets') return ticketActionCall(ctx, e.action, e.path, caller);
  if (e.action) {
    const rec = await readyFor(ctx, r, e.action, await kitOf(r).fresh(ctx));
    const fields = r.name === 'requests' ? REQUEST_ACTION_FIELDS[e.action] : undefined;
    if (!fields) throw new Error(`no fields for ${e.key}`);
    return { method: e.method, path: at(e, rec), body: { version: rec.version, ...fields } };
  }
  switch (e.kind) {
    case 'list':
    case 'count':
    case 'stats':
    case 'options':
      return { method: e.method, path: e.path };
    case 'create':
      return { method: e.method, path: e.path, body: await kitOf(r).createBody(ctx) };
    case 'one':
    case 'history':
      return { method: e.method, path: at(e, await kitOf(r).fresh(ctx)) };
    case 'update': {
      const rec = await kitOf(r).fresh(ctx);
      return { method: e.method, path: at(e, rec), body: { version: rec.version, ...kitOf(r).change } };
    }
    case 'delete': {
      const rec = await kitOf(r).fresh(ctx);
      return { method: e.method, path: `${at(e, rec)}?version=${rec.version}` };
    }
    case 'action': {
      const kit = kitOf(r);
      if (!kit.action) throw new Error(`no action for ${e.key}`);
      const rec = await kit.fresh(ctx);
      return { method: e.method, path: at(e, rec), body: { version: rec.version, ...kit.action(rec) } };
    }
    case 'follow':
      return { method: e.method, path: at(e, await kitOf(r).fresh(ctx)), body: { content: '已电话联系客户' } };
    default:
      throw new Error(`no call for the endpoint kind ${e.kind} (${e.key})`);
  }
}
