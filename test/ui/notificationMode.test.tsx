import { describe, expect, it } from 'vitest';
import { notificationModeOf, NOTIFICATION_SECONDS } from '../../src/app/providers/notificationMode.ts';

describe('notificationModeOf', () => {
  it.each([
    [{ type: 'success' as const, message: '维修单创建成功' }, 'message'],
    [{ type: 'progress' as const, message: '处理中' }, 'message'],
    [{ type: 'error' as const, message: '请求失败（状态码：409）', description: '[40900]记录已被他人修改，请刷新后重试' }, 'alert'],
    [{ type: 'error' as const, message: '[40901]当前状态不允许此操作' }, 'alert'],
    [{ type: 'error' as const, message: '请求失败（状态码：400）', description: '[40002]提交的数据不符合要求' }, 'notification'],
    [{ type: 'error' as const, message: '请求异常，请稍后重试' }, 'notification'],
  ])('%j → %s', (params, mode) => expect(notificationModeOf(params)).toBe(mode));

  it('keeps a notification for 3 s', () => expect(NOTIFICATION_SECONDS).toBe(3));
});
