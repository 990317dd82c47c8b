import { describe, expect, it } from 'vitest';
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
    expect(settingsFromEnv({})).toEqual({ title: '激光设备服务管理后台', officialSiteUrl: '' });
    expect(settingsFromEnv({ APP_TITLE: '  ', OFFICIAL_SITE_URL: 'https://a.cn ' })).toEqual({ title: '激光设备服务管理后台', officialSiteUrl: 'https://a.cn' });
  });
});
