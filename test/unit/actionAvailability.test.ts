import { describe, expect, it } from 'vitest';
import { accessNeed, availabilityOf, isActor, reachableActions, stepAccesses } from '../../resources/catalogs/actionAvailability.ts';
import { erpPurchases } from '../../resources/erp/purchases.ts';
import { repairs } from '../../resources/needs/repairs.ts';
import { emailTemplates } from '../../resources/settings/emailTemplates.ts';
import { tickets } from '../../resources/workflow/tickets.ts';
import { recordNumberOf } from '../../src/app/schema/show/recordNumber.ts';
import { recordPathsOf } from '../../src/app/schema/showPath.ts';

const action = (r: typeof tickets | typeof repairs, name: string) => {
  const found = r.status?.actions.find((a) => a.name === name);
  if (!found) throw new Error(name);
  return found;
};
const staff = { group: 64, permissions: ['get_workflow_bucket', 'list_workflow_bucket', 'create_workflow_bucket', 'manage_needs_repair'], id: 3 };
const editor = { ...staff, permissions: [...staff.permissions, 'update_workflow_bucket'], id: 5 };
const superadmin = { group: 512, permissions: [], id: 1 };
const member = { group: 1, permissions: [], id: 4 };

describe('action availability: the server’s rule for a record’s buttons (issue 32)', () => {
  const open = { id: 7, status: 'open', handler_id: null, created_by: 2 };
  const closed = { ...open, status: 'closed' };

  it('refuses by the endpoint’s access first, naming what is needed', () => {
    expect(availabilityOf(tickets, { kind: 'update' }, open, staff)).toEqual({ allowed: false, reason: '需要「编辑工单」权限', refusal: 'forbidden' });
    expect(availabilityOf(tickets, { kind: 'update' }, closed, staff)).toMatchObject({ reason: '需要「编辑工单」权限' });
    expect(availabilityOf(repairs, { kind: 'delete' }, { status: 'pending' }, member)).toMatchObject({ allowed: false, refusal: 'forbidden' });
    expect(availabilityOf(tickets, { kind: 'update' }, open, null)).toMatchObject({ reason: '请先登录' });
  });

  it('then by the locked state (a closed ticket), even for the super admin', () => {
    expect(availabilityOf(tickets, { kind: 'delete' }, closed, superadmin)).toEqual({ allowed: false, reason: '工单已关闭', refusal: 'state' });
    expect(availabilityOf(tickets, { kind: 'action', action: action(tickets, 'assign') }, closed, superadmin)).toMatchObject({ reason: '工单已关闭' });
    expect(availabilityOf(tickets, { kind: 'delete' }, open, superadmin)).toEqual({ allowed: true, reason: null });
  });

  it('locks a resource without a status machine by its declared states (an ERP order after 提交: 编辑 and 删除 only for a 草稿)', () => {
    for (const kind of ['update', 'delete'] as const) {
      expect(availabilityOf(erpPurchases, { kind }, { state: 'draft' }, superadmin)).toMatchObject({ allowed: true });
      for (const state of ['pending', 'approved', 'partial', 'completed', 'cancelled']) {
        expect(availabilityOf(erpPurchases, { kind }, { state }, superadmin)).toEqual({ allowed: false, reason: '只有草稿可以编辑或删除', refusal: 'state' });
      }
    }
  });

  it('then by the transition table', () => {
    expect(availabilityOf(repairs, { kind: 'action', action: action(repairs, 'finish') }, { status: 'pending' }, staff)).toEqual({ allowed: false, reason: '当前状态「待受理」不能维修完成', refusal: 'state' });
    expect(availabilityOf(repairs, { kind: 'action', action: action(repairs, 'receive') }, { status: 'pending' }, staff).allowed).toBe(true);
  });

  it('then by the record’s actors: a ticket’s handler, its creator, or who may edit tickets', () => {
    const assign = { kind: 'action' as const, action: action(tickets, 'assign') };
    expect(availabilityOf(tickets, assign, open, staff)).toMatchObject({ allowed: false, refusal: 'forbidden', reason: tickets.status?.actors?.reason });
    expect(availabilityOf(tickets, assign, { ...open, handler_id: 3 }, staff).allowed).toBe(true);
    expect(availabilityOf(tickets, assign, { ...open, created_by: 3 }, staff).allowed).toBe(true);
    expect(availabilityOf(tickets, assign, open, editor).allowed).toBe(true);
    expect(isActor(tickets, { ...staff, id: undefined }, { ...open, handler_id: 3 })).toBe(false);
    expect(isActor(repairs, member, {})).toBe(true);
  });

  it('waits (no reason) while the record is not loaded', () => {
    expect(availabilityOf(tickets, { kind: 'delete' }, undefined, superadmin)).toEqual({ allowed: false, reason: '', refusal: 'state' });
  });

  it('checks an action’s own access over its endpoint’s', () => {
    const guarded = { ...action(repairs, 'cancel'), access: { group: 128 } };
    expect(stepAccesses(repairs, { kind: 'action', action: guarded })).toEqual([repairs.access, { group: 128 }]);
    expect(availabilityOf(repairs, { kind: 'action', action: guarded }, { status: 'pending' }, staff)).toMatchObject({ reason: '需要「管理员」及以上身份' });
    expect(accessNeed({ group: 128, permission: 'update_workflow_bucket' })).toBe('需要「管理员」及以上身份或「编辑工单」权限');
  });

  it('splits a record’s actions: those its state can take, the rest under 更多; a locked record shows all (each says why)', () => {
    const all = repairs.status?.actions ?? [];
    const { now, later } = reachableActions(repairs, all, { status: 'pending' });
    expect(now.map((a) => a.name)).toEqual(['receive', 'start_repair', 'cancel']);
    expect(later).toHaveLength(all.length - 3);
    expect(reachableActions(repairs, all, { status: 'completed' }).now).toEqual([]);
    expect(reachableActions(tickets, tickets.status?.actions ?? [], { status: 'closed' }).now.map((a) => a.name)).toEqual(['assign', 'close']);
  });
});

describe('a record’s tabs (issue 32)', () => {
  it('name its number, or its title with its id when it has none', () => {
    expect(recordNumberOf(tickets, { id: 4, no: 'GD202606040001', title: '其他问题' })).toBe('GD202606040001');
    expect(recordNumberOf(emailTemplates, { id: 3, name: '维修状态变更通知' })).toBe('维修状态变更通知 #3');
    expect(recordNumberOf(emailTemplates, { id: 3, name: '' })).toBe('#3');
  });

  it('are its detail page on every screen of its resource and its edit route', () => {
    expect(recordPathsOf(tickets.screens, 9)).toEqual(['/workflow/detail/9', '/workflow/edit/9']);
    expect(recordPathsOf(repairs.screens, 2)).toEqual(['/repair/2', '/repair/quickrp/2']);
    expect(recordPathsOf(emailTemplates.screens, 3)).toEqual(['/system/template/detail?id=3']);
  });
});
