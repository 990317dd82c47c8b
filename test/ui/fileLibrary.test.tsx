import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../helpers/renderApp.tsx';
import { createTestServer, type TestServer } from '../helpers/testServer.ts';
import { routeApiTo, storeSession, withNodeFile } from '../helpers/uiApi.ts';

let server: TestServer | undefined;
let dir: string | undefined;
afterEach(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
  server = undefined;
  dir = undefined;
});

/** The in-process server with an upload folder of its own, behind /api/cms. */
async function start(): Promise<TestServer> {
  dir = await mkdtemp(join(tmpdir(), 'oss-ui-'));
  const s = await createTestServer({ uploadDir: dir, now: Date.now() });
  routeApiTo(s);
  return s;
}

describe('AI文件库 (/oss/file)', () => {
  it('opens at 全部文件 with its folders; a folder opens by its button and the breadcrumb leads back; a file in the open folder is listed with its type and its row expands to its preview and users', { timeout: 60_000 }, async () => {
    server = await start();
    const top = await server.request('POST', '/oss/folder', { as: 'superadmin', body: { name: '产品手册', parent_id: 0 } });
    await server.request('POST', '/oss/folder', { as: 'superadmin', body: { name: '雕刻机', parent_id: top.body.data.id } });
    await storeSession(server, 'staff');
    renderApp('/oss/file');

    const crumbs = await screen.findByRole('navigation', { name: '当前位置' }, { timeout: 30_000 });
    expect(within(crumbs).getByText('全部文件')).toHaveAttribute('aria-current', 'page');
    fireEvent.click(await screen.findByRole('button', { name: '打开文件夹「产品手册」' }, { timeout: 10_000 }));
    await waitFor(() => expect(within(crumbs).getByText('产品手册')).toHaveAttribute('aria-current', 'page'));
    expect(await screen.findByRole('button', { name: '打开文件夹「雕刻机」' })).toBeInTheDocument();

    // jsdom's fetch sends a FormData file without its name: the dragger's upload is pressed in
    // Chromium (test/e2e/fileLibrary.spec.ts); here the file comes in as the server takes it
    const boundary = '----ossUiTest';
    const body = [
      `--${boundary}\r\nContent-Disposition: form-data; name="folder_id"\r\n\r\n${String(top.body.data.id)}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="保养要点.md"\r\nContent-Type: text/markdown\r\n\r\n# 切割头保养\n\n每周清洁一次保护镜片。\r\n`,
      `--${boundary}--\r\n`,
    ].join('');
    const up = await withNodeFile(async () =>
      server!.app.request('/api/cms/oss/file/upload', { method: 'POST', body: new TextEncoder().encode(body), headers: { authorization: (await server!.login('staff')).auth, 'content-type': `multipart/form-data; boundary=${boundary}` } }),
    );
    expect(up.status).toBe(200);
    // the open folder rereads (its refresh button, as a user would after someone else's upload)
    fireEvent.click(within(crumbs).getByText('全部文件'));
    fireEvent.click(await screen.findByRole('button', { name: '打开文件夹「产品手册」' }));
    const row = await waitFor(() => {
      const r = [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')].find((tr) => tr.textContent?.includes('保养要点.md'));
      if (!r) throw new Error('the uploaded row is not listed yet');
      return r as HTMLElement;
    }, { timeout: 10_000 });
    expect(within(row).getByText('文本')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: /展开/ }));
    expect(await screen.findByTestId('oss-preview-text', {}, { timeout: 10_000 })).toHaveTextContent('每周清洁一次保护镜片');
    expect(await screen.findByText('没有记录使用该文件，可以删除')).toBeInTheDocument();

    fireEvent.click(within(crumbs).getByText('全部文件'));
    await waitFor(() => expect(within(crumbs).getByText('全部文件')).toHaveAttribute('aria-current', 'page'));
    await waitFor(() => expect(document.body.textContent).not.toContain('保养要点.md'));
  });
});
