import { theme } from 'antd';
import { groupLabel } from '../../../domain/groups.ts';
import { DEMO_META_NAME, parseDemoSettings, type DemoSettings } from '../../../domain/demoMode.ts';
import { useText } from '../../locales/useText.ts';

/** The demo accounts the server named in index.html (demo mode only), else null. */
export function readDemoSettings(): DemoSettings | null {
  return parseDemoSettings(document.querySelector<HTMLMetaElement>(`meta[name="${DEMO_META_NAME}"]`)?.content);
}

/**
 * Demo mode only: the demo accounts with their role and the shared password; a username fills
 * the login form. Plain elements, no antd table: the login page's first load stays small.
 */
export function DemoAccounts({ demo, onPick }: { demo: DemoSettings; onPick: (username: string, password: string) => void }) {
  const t = useText();
  const { token } = theme.useToken();
  return (
    <section aria-labelledby="demo-accounts-title" data-testid="demo-accounts" style={{ marginTop: 20, padding: '12px 16px', background: token.colorFillQuaternary, borderRadius: token.borderRadius, fontSize: token.fontSize }}>
      <h2 id="demo-accounts-title" style={{ fontSize: token.fontSize, fontWeight: 600, margin: '0 0 4px', color: token.colorText }}>{t('login.demo.title')}</h2>
      <p style={{ margin: '0 0 8px', color: token.colorTextSecondary }}>{t('login.demo.password', { password: demo.password })}</p>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 6 }}>
        {demo.accounts.map((a) => (
          <li key={a.username}>
            <button
              type="button"
              className="demo-account"
              onClick={() => onPick(a.username, demo.password)}
              title={t('login.demo.fill', { username: a.username })}
              style={{ width: '100%', textAlign: 'left', padding: '4px 8px', border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadiusSM, background: token.colorBgContainer, color: token.colorText, cursor: 'pointer', font: 'inherit' }}
            >
              <span style={{ display: 'block', fontFamily: token.fontFamilyCode }}>{a.username}</span>
              <span style={{ display: 'block', fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>{groupLabel(a.group)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
