import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_WECHAT_MENU } from '../../src/server/areas/settings/wechatMenuDefaults.ts';
import { createTestServer, type TestServer } from '../helpers/testServer.ts';

let s: TestServer;
beforeEach(async () => {
  s = await createTestServer();
});
afterEach(() => s.close());

const save = (menu: unknown, version: number) => s.request('POST', '/manage/wechat/mp/menu', { as: 'superadmin', body: { menu, version } });

describe('WeChat menu', () => {
  it('starts empty at version 0, saves a valid menu, loads it back, and is not pushed to WeChat', async () => {
    const empty = await s.request('GET', '/manage/wechat/mp/menu', { as: 'superadmin' });
    expect(empty.body.data).toMatchObject({ menu: { button: [] }, version: 0, published: false });
    const saved = await save(DEFAULT_WECHAT_MENU, 0);
    expect(saved.status).toBe(200);
    expect(saved.body.data.version).toBe(1);
    const loaded = await s.request('GET', '/manage/wechat/mp/menu', { as: 'superadmin' });
    expect(loaded.body.data.menu).toEqual(DEFAULT_WECHAT_MENU);
    expect((await save(DEFAULT_WECHAT_MENU, 0)).status).toBe(409);
    expect((await save(DEFAULT_WECHAT_MENU, 1)).body.data.version).toBe(2);
  });

  it('names every invalid button in one Chinese 400 and stores nothing', async () => {
    const menu = {
      button: [
        { name: '官网', type: 'view', url: 'https://a.cn' },
        { name: '服务', sub_button: [{ name: '一', type: 'click', key: 'A' }, { name: '二', type: 'click', key: 'B' }, { name: '三', type: 'view' }] },
        { name: '名字实在是太长了', type: 'click' },
      ],
    };
    const res = await save(menu, 0);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('第2个菜单的第3个子菜单：缺少链接；第3个菜单：名称不能超过 16 字节（约 5 个汉字）；第3个菜单：缺少菜单 KEY');
    expect((await s.request('GET', '/manage/wechat/mp/menu', { as: 'superadmin' })).body.data.version).toBe(0);
    const four = await save({ button: [1, 2, 3, 4].map((i) => ({ name: `菜单${i}`, type: 'click', key: `K${i}` })) }, 0);
    expect(four.body.message).toBe('菜单：最多 3 个一级菜单');
    expect((await save('nope', 0)).status).toBe(400);
    expect((await s.request('POST', '/manage/wechat/mp/menu', { as: 'superadmin', body: { menu: DEFAULT_WECHAT_MENU, version: 0, extra: 1 } })).status).toBe(400);
  });

  it('needs manage_wxmenu', async () => {
    expect((await s.request('GET', '/manage/wechat/mp/menu', { as: 'admin' })).status).toBe(403);
    expect((await s.request('POST', '/manage/wechat/mp/menu', { as: 'staff', body: { menu: DEFAULT_WECHAT_MENU, version: 0 } })).status).toBe(403);
  });
});
