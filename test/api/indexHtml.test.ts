import { describe, expect, it } from 'vitest';
import { DEMO_META_NAME, parseDemoSettings } from '../../src/domain/demoMode.ts';
import { renderIndexHtml, settingsFromEnv } from '../../src/server/indexHtml.ts';

const HTML = '<!doctype html><html lang="zh-CN"><head><title>激光设备服务管理后台</title></head><body></body></html>';

describe('renderIndexHtml', () => {
  it('puts APP_TITLE in the title and both settings in meta tags', () => {
    const out = renderIndexHtml(HTML, { title: '某某激光售后系统', officialSiteUrl: 'https://www.example.com' });
    expect(out).toContain('<title>某某激光售后系统</title>');
    expect(out).toContain('<meta name="app-title" content="某某激光售后系统" />');
    expect(out).toContain('<meta name="app-official-site-url" content="https://www.example.com" />');
    expect(out).not.toContain('<script>');
  });

  it('escapes what it inserts', () => {
    const out = renderIndexHtml(HTML, { title: '</title><script>alert(1)</script>', officialSiteUrl: '"><img src=x onerror=alert(1)>' });
    expect(out).not.toMatch(/<script>alert/);
    expect(out).not.toContain('<img');
    expect(out).toContain('&lt;/title&gt;&lt;script&gt;');
  });

  it('defaults the title and leaves the site link empty', () => {
    expect(settingsFromEnv({ SEED: 'none' })).toEqual({ title: '激光设备服务管理后台', officialSiteUrl: '', demo: null });
    expect(settingsFromEnv({ SEED: 'none', APP_TITLE: '  ', OFFICIAL_SITE_URL: 'https://a.cn ' })).toEqual({ title: '激光设备服务管理后台', officialSiteUrl: 'https://a.cn', demo: null });
  });
});

/** The content of `<meta name="…">` in a rendered page, as the browser would read it. */
const metaContent = (html: string, name: string): string | null => {
  const m = new RegExp(`<meta name="${name}" content="([^"]*)" />`).exec(html);
  return m ? m[1].replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&') : null;
};

describe('demo mode in index.html', () => {
  it('names the four demo accounts and their password when SEED is demo (the default)', () => {
    for (const env of [{}, { SEED: 'demo' }]) {
      const out = renderIndexHtml(HTML, settingsFromEnv(env));
      const demo = parseDemoSettings(metaContent(out, DEMO_META_NAME));
      expect(demo).toEqual({
        password: 'demo123456',
        accounts: [
          { username: 'superadmin', group: 512 },
          { username: 'admin', group: 128 },
          { username: 'staff', group: 64 },
          { username: 'member', group: 1 },
        ],
      });
    }
  });

  it('names no account outside demo mode', () => {
    const out = renderIndexHtml(HTML, settingsFromEnv({ SEED: 'none' }));
    expect(out).not.toContain(DEMO_META_NAME);
    expect(out).not.toContain('demo123456');
    expect(out).toContain('<meta name="app-title"');
  });
});
