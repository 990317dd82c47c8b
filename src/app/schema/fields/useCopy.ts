import { App } from 'antd';
import { useCallback } from 'react';
import { useText } from '../../locales/useText.ts';

function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

/** Copies a text and shows 复制成功 (section 8) through antd's message. */
export function useCopy(): (text: string) => Promise<void> {
  const { message } = App.useApp();
  const t = useText();
  return useCallback(
    async (text: string) => {
      let ok = false;
      try {
        if (navigator.clipboard?.writeText) {
          await navigator.clipboard.writeText(text);
          ok = true;
        }
      } catch {
        ok = false;
      }
      if (!ok) ok = legacyCopy(text);
      if (ok) message.success(t('app.copySuccess'));
      else message.error(t('app.copyFailed'));
    },
    [message, t],
  );
}
