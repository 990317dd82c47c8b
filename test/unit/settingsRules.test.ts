import { describe, expect, it } from 'vitest';
import { createStorage } from '../../src/domain/storage.ts';
import { cachedExpressPhones, EXPRESS_PHONES_CACHE_KEY, loadExpressPhones } from '../../src/app/areas/settings/config/expressPhones.ts';
import { fromStoredValue, presentConfig, toStoredValue } from '../../src/server/shared/config/configValues.ts';
import { contentDisposition, extensionOf, fileNameProblem } from '../../src/server/shared/files/fileTypes.ts';

const memoryStorage = () => {
  const map = new Map<string, string>();
  const storage = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) } as unknown as Storage;
  return { map, storage: createStorage(() => storage) };
};

describe('config values', () => {
  it.each<[string, unknown, unknown]>([
    ['string', '95338', '95338'],
    ['string', 95338, '95338'],
    ['number', 465, 465],
    ['number', '465', 465],
    ['boolean', false, false],
    ['boolean', 'true', true],
    ['json', { a: [1, 2] }, { a: [1, 2] }],
    ['secret', 'pass', 'pass'],
  ])('%s %j is stored as %j and reads back typed', (type, value, typed) => {
    const stored = toStoredValue(type as 'string', value);
    expect(stored).toEqual({ ok: true, value: typed });
    expect(fromStoredValue(JSON.stringify(typed))).toEqual(typed);
  });

  it.each<[string, unknown, string]>([
    ['number', '12 个', '「值」必须是数字'],
    ['json', undefined, '「值」不能为空'],
    ['number', Number.NaN, '「值」必须是数字'],
    ['boolean', 1, '「值」必须是 true 或 false'],
    ['string', { a: 1 }, '「值」必须是文本'],
    ['secret', '', '「值」不能为空'],
  ])('%s refuses %j', (type, value, message) => {
    expect(toStoredValue(type as 'string', value)).toEqual({ ok: false, message });
  });

  it('presents a secret masked (an empty one as blank), other values as they are; a broken stored JSON reads as null', () => {
    const base = { id: 1, key: 'k', name: 'n', is_public: false, remark: null, version: 1 };
    expect(presentConfig({ ...base, type: 'secret', value: 'hunter2' }).value).toBe('******');
    expect(presentConfig({ ...base, type: 'secret', value: '' }).value).toBe('');
    expect(presentConfig({ ...base, type: 'string', value: 'hunter2' }).value).toBe('hunter2');
    expect(fromStoredValue('{bad')).toBeNull();
  });
});

describe('upload names', () => {
  it.each<[string, string | null]>([
    ['维修照片.png', null],
    ['../a.png', '文件名不能包含路径分隔符'],
    ['a\\b.png', '文件名不能包含路径分隔符'],
    ['..', '文件名不正确'],
    ['a\u0000.png', '文件名不能包含控制字符'],
    [' ', '文件名不能为空'],
    ['x'.repeat(201), '文件名不能超过 200 个字'],
  ])('%j → %s', (name, problem) => {
    expect(fileNameProblem(name)).toBe(problem);
  });

  it('extension and Content-Disposition keep a Chinese name with an ASCII fallback', () => {
    expect(extensionOf('保修 政策.PDF')).toBe('pdf');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('.env')).toBe('');
    expect(contentDisposition('attachment', '保修"政策 (1).pdf')).toBe(`attachment; filename="_____ (1).pdf"; filename*=UTF-8''%E4%BF%9D%E4%BF%AE%22%E6%94%BF%E7%AD%96%20%281%29.pdf`);
  });
});

describe('courier phones are fetched once per session', () => {
  it('fetches both keys once, caches them in session storage, then answers from the cache', async () => {
    const { map, storage } = memoryStorage();
    const calls: string[] = [];
    const get = async (url: string) => {
      calls.push(url);
      return url.endsWith('express_phone_sys') ? { value: '95338' } : { value: '95311' };
    };
    expect(cachedExpressPhones(storage)).toBeNull();
    expect(await loadExpressPhones(get, storage)).toEqual({ express_phone_sys: '95338', express_phone_erp: '95311' });
    expect(calls).toEqual(['/system/config/key/express_phone_sys', '/system/config/key/express_phone_erp']);
    expect(map.has(EXPRESS_PHONES_CACHE_KEY)).toBe(true);
    expect(await loadExpressPhones(get, storage)).toEqual({ express_phone_sys: '95338', express_phone_erp: '95311' });
    expect(calls.length).toBe(2);
  });

  it('a key the server refuses reads as null and is not asked again this session', async () => {
    const { storage } = memoryStorage();
    let n = 0;
    const get = async (url: string) => {
      n += 1;
      if (url.endsWith('erp')) throw new Error('[40300]抱歉，您没有权限执行此操作');
      return { value: '95338' };
    };
    expect(await loadExpressPhones(get, storage)).toEqual({ express_phone_sys: '95338', express_phone_erp: null });
    await loadExpressPhones(get, storage);
    expect(n).toBe(2);
  });
});
