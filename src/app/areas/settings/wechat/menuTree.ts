import type { WechatButton, WechatMenu } from '../../../../domain/wechatMenu.ts';

/** The place of a button in the tree: top index, and sub index for a sub-button. */
export interface ButtonPath {
  top: number;
  sub?: number;
}

/** Pure edits of the menu tree the page makes (each returns a new menu). */

export const buttonAt = (menu: WechatMenu, p: ButtonPath): WechatButton | undefined =>
  p.sub === undefined ? menu.button[p.top] : menu.button[p.top]?.sub_button?.[p.sub];

export function updateButton(menu: WechatMenu, p: ButtonPath, patch: Partial<WechatButton>): WechatMenu {
  return {
    button: menu.button.map((b, i) => {
      if (i !== p.top) return b;
      if (p.sub === undefined) return { ...b, ...patch };
      return { ...b, sub_button: (b.sub_button ?? []).map((s, j) => (j === p.sub ? { ...s, ...patch } : s)) };
    }),
  };
}

export const addTop = (menu: WechatMenu, name: string): WechatMenu => ({ button: [...menu.button, { name, type: 'click', key: '' }] });

export function addSub(menu: WechatMenu, top: number, name: string): WechatMenu {
  return { button: menu.button.map((b, i) => (i === top ? { name: b.name, sub_button: [...(b.sub_button ?? []), { name, type: 'view', url: '' }] } : b)) };
}

export function removeButton(menu: WechatMenu, p: ButtonPath): WechatMenu {
  if (p.sub === undefined) return { button: menu.button.filter((_b, i) => i !== p.top) };
  return {
    button: menu.button.map((b, i) => {
      if (i !== p.top) return b;
      const subs = (b.sub_button ?? []).filter((_s, j) => j !== p.sub);
      return subs.length ? { ...b, sub_button: subs } : { name: b.name, type: 'click', key: '' };
    }),
  };
}
