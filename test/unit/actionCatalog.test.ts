import { describe, expect, it } from 'vitest';
import { actionLabel, resourceLabel } from '../../resources/actionCatalog.ts';

describe('action-log names derived from the declarations', () => {
  it.each([
    ['repairs.create', '新建维修单'],
    ['repairs.receive', '确认收件（维修单）'],
    ['admins.disable', '禁用（系统账号）'],
    ['customers.update', '编辑客户'],
    ['account.password', '修改密码'],
    ['rights.update', '修改某账号的用户组与权限'],
    ['login.refused', '登录被拒绝'],
    ['something.new', 'something.new'],
  ])('%s → %s', (code, label) => {
    expect(actionLabel(code)).toBe(label);
  });

  it('names resources by their label', () => {
    expect(resourceLabel('admins')).toBe('系统账号');
    expect(resourceLabel('account')).toBe('账号');
    expect(resourceLabel('unknown')).toBe('unknown');
  });
});
