/**
 * The WeChat official-account custom menu (自定义菜单) and its rules, as WeChat's
 * `menu/create` API states them: 1–3 top buttons; 0–5 sub-buttons each; a name of at most
 * 16 bytes (top) or 60 bytes (sub), counted in UTF-8; a button without sub-buttons needs a
 * type and that type's keys (click: key ≤ 128 bytes; view: url ≤ 1024 bytes; miniprogram:
 * appid, pagepath and a fallback url). Pure: the app validates as staff type, the server
 * before it stores.
 */

export const WECHAT_BUTTON_TYPES = ['click', 'view', 'miniprogram'] as const;
export type WechatButtonType = (typeof WECHAT_BUTTON_TYPES)[number];

export const WECHAT_LIMITS = { topButtons: 3, subButtons: 5, topNameBytes: 16, subNameBytes: 60, keyBytes: 128, urlBytes: 1024 } as const;

/** A button as WeChat's API takes it. */
export interface WechatButton {
  name: string;
  type?: WechatButtonType;
  key?: string;
  url?: string;
  appid?: string;
  pagepath?: string;
  sub_button?: WechatButton[];
}

export interface WechatMenu {
  button: WechatButton[];
}

/** One problem, with the button's place (`top` 0-based; `sub` 0-based when a sub-button). */
export interface WechatMenuIssue {
  top?: number;
  sub?: number;
  message: string;
}

export const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;

/** 第2个菜单的第3个子菜单 */
export function placeOf(top?: number, sub?: number): string {
  if (top === undefined) return '菜单';
  return sub === undefined ? `第${top + 1}个菜单` : `第${top + 1}个菜单的第${sub + 1}个子菜单`;
}

/** An issue as one Chinese line: 第2个菜单的第3个子菜单：缺少链接 */
export const issueText = (i: WechatMenuIssue): string => `${placeOf(i.top, i.sub)}：${i.message}`;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const isHttpUrl = (v: string): boolean => /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v);

function actionIssues(b: Record<string, unknown>): string[] {
  const type = b.type;
  if (type === undefined || type === '') return ['缺少菜单类型'];
  if (!WECHAT_BUTTON_TYPES.includes(type as WechatButtonType)) return ['菜单类型只能是点击、跳转网页或小程序'];
  const out: string[] = [];
  const url = text(b.url);
  if (type === 'click') {
    if (!text(b.key)) out.push('缺少菜单 KEY');
    else if (utf8Bytes(text(b.key)) > WECHAT_LIMITS.keyBytes) out.push(`菜单 KEY 不能超过 ${WECHAT_LIMITS.keyBytes} 字节`);
  }
  if (type === 'view' || type === 'miniprogram') {
    if (!url) out.push(type === 'view' ? '缺少链接' : '缺少备用网页链接');
    else if (!isHttpUrl(url)) out.push('链接须以 http:// 或 https:// 开头');
    else if (utf8Bytes(url) > WECHAT_LIMITS.urlBytes) out.push(`链接不能超过 ${WECHAT_LIMITS.urlBytes} 字节`);
  }
  if (type === 'miniprogram') {
    if (!text(b.appid)) out.push('缺少小程序 AppID');
    if (!text(b.pagepath)) out.push('缺少小程序页面路径');
  }
  return out;
}

function nameIssues(b: Record<string, unknown>, limit: number): string[] {
  const name = text(b.name);
  if (!name) return ['缺少名称'];
  if (utf8Bytes(name) > limit) return [`名称不能超过 ${limit} 字节（约 ${Math.floor(limit / 3)} 个汉字）`];
  return [];
}

/** Every problem of a menu, in order; empty when WeChat would take it. */
export function validateWechatMenu(menu: unknown): WechatMenuIssue[] {
  if (!isObject(menu) || !Array.isArray(menu.button)) return [{ message: '菜单格式不正确' }];
  const buttons = menu.button as unknown[];
  const issues: WechatMenuIssue[] = [];
  if (buttons.length === 0) issues.push({ message: '至少需要 1 个菜单' });
  if (buttons.length > WECHAT_LIMITS.topButtons) issues.push({ message: `最多 ${WECHAT_LIMITS.topButtons} 个一级菜单` });
  buttons.slice(0, WECHAT_LIMITS.topButtons).forEach((raw, top) => {
    if (!isObject(raw)) {
      issues.push({ top, message: '格式不正确' });
      return;
    }
    for (const m of nameIssues(raw, WECHAT_LIMITS.topNameBytes)) issues.push({ top, message: m });
    const subs = raw.sub_button;
    if (subs !== undefined && !Array.isArray(subs)) {
      issues.push({ top, message: '子菜单格式不正确' });
      return;
    }
    if (!subs || subs.length === 0) {
      for (const m of actionIssues(raw)) issues.push({ top, message: m });
      return;
    }
    if (subs.length > WECHAT_LIMITS.subButtons) issues.push({ top, message: `最多 ${WECHAT_LIMITS.subButtons} 个子菜单` });
    (subs as unknown[]).slice(0, WECHAT_LIMITS.subButtons).forEach((s, sub) => {
      if (!isObject(s)) {
        issues.push({ top, sub, message: '格式不正确' });
        return;
      }
      if (s.sub_button !== undefined && (!Array.isArray(s.sub_button) || s.sub_button.length > 0)) issues.push({ top, sub, message: '子菜单不能再有下级菜单' });
      for (const m of nameIssues(s, WECHAT_LIMITS.subNameBytes)) issues.push({ top, sub, message: m });
      for (const m of actionIssues(s)) issues.push({ top, sub, message: m });
    });
  });
  return issues;
}

function cleanButton(b: WechatButton, withSubs: boolean): WechatButton {
  const out: WechatButton = { name: b.name.trim() };
  if (withSubs && b.sub_button && b.sub_button.length) {
    out.sub_button = b.sub_button.map((s) => cleanButton(s, false));
    return out;
  }
  out.type = b.type;
  if (b.type === 'click') out.key = b.key?.trim();
  if (b.type === 'view' || b.type === 'miniprogram') out.url = b.url?.trim();
  if (b.type === 'miniprogram') {
    out.appid = b.appid?.trim();
    out.pagepath = b.pagepath?.trim();
  }
  return out;
}

/** A valid menu reduced to the keys its types use (what is stored and what WeChat gets). */
export const normalizeWechatMenu = (menu: WechatMenu): WechatMenu => ({ button: menu.button.map((b) => cleanButton(b, true)) });
