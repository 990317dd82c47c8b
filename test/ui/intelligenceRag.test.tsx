import { Refine } from '@refinedev/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider } from 'antd';
import axe from 'axe-core';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { KnowledgeBasePanels } from '../../src/app/areas/intelligence/rag/KnowledgeBasePanels.tsx';
import { ragLibraryTexts } from '../../src/app/areas/intelligence/rag/libraryTexts.ts';
import { ragTexts } from '../../src/app/areas/intelligence/rag/ragTexts.ts';
import { sharedTexts } from '../../src/app/shared/texts.ts';
import { localeTables } from '../../src/app/locales/text.ts';
import { createCmsDataProvider } from '../../src/app/providers/dataProvider.ts';
import { createI18nProvider } from '../../src/app/providers/i18nProvider.ts';
import { createSessionStore } from '../../src/app/providers/session.ts';
import { createStorage } from '../../src/domain/storage.ts';
import { createTestServer, type TestServer } from '../helpers/testServer.ts';
import { routeApiTo, storeSession } from '../helpers/uiApi.ts';

/**
 * The knowledge-base detail's panels (文档, 分段, 命中测试) against the real server: a Markdown
 * document uploaded through the panel is parsed to 已索引, its chunks list, and the hit test ranks
 * a chunk with its score and shows the answer the pipeline would give.
 */

const GUIDE = [
  '# 激光雕刻机保养手册',
  '',
  '## 镜片清洁',
  '',
  '每周用无尘布蘸取少量无水酒精，轻轻擦拭聚焦镜片和反射镜片，镜片上的灰尘会让雕刻变浅、切割不透。',
  '',
  '## 皮带张紧',
  '',
  '雕刻图形出现错位或抖动时，检查 X 轴和 Y 轴的同步皮带是否松动，调节张紧螺丝直到皮带按压有轻微弹性。',
  '',
  '## 水冷系统',
  '',
  '激光管必须接通冷却水循环，水温保持在 20 到 30 摄氏度之间，冬季请使用防冻液，防止激光管冻裂。',
  '',
].join('\n');

let server: TestServer | undefined;
let uploadDir: string | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
  if (uploadDir) await rm(uploadDir, { recursive: true, force: true });
  uploadDir = undefined;
});

/** A jsdom Blob's bytes (jsdom's FileReader: Node's fetch cannot read jsdom's blobs). */
const bytesOf = (blob: Blob): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

/**
 * Node's fetch under jsdom: a jsdom FormData body (an upload) is sent as the multipart body a
 * browser's fetch would make of it (Node's fetch knows only its own FormData and would send
 * "[object FormData]").
 */
const jsdomFetch: typeof fetch = async (input, init) => {
  if (!(init?.body instanceof FormData)) return globalThis.fetch(input, init);
  const boundary = `----ragUiTest${Date.now().toString(16)}`;
  const text = new TextEncoder();
  const parts: Uint8Array[] = [];
  for (const [name, value] of init.body.entries()) {
    if (typeof value === 'string') {
      parts.push(text.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      parts.push(text.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`));
      parts.push(await bytesOf(value), text.encode('\r\n'));
    }
  }
  parts.push(text.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  parts.reduce((at, p) => (body.set(p, at), at + p.byteLength), 0);
  const headers = { ...(init.headers as Record<string, string>), 'Content-Type': `multipart/form-data; boundary=${boundary}` };
  return globalThis.fetch(input, { ...init, headers, body });
};

/** The panels' providers: the app's data provider (the stored session's auth) and the area's texts. */
function Wrap({ children }: { children: ReactNode }) {
  const session = createSessionStore(createStorage(() => window.localStorage));
  const dataProvider = createCmsDataProvider({ apiUrl: `${window.location.origin}/api/cms`, fetch: jsdomFetch, getAuthHeader: () => session.authHeader() });
  const texts = localeTables([{ name: 'shared', texts: [sharedTexts] }, { name: 'intelligence', texts: [ragTexts, ragLibraryTexts] }]);
  return (
    <ConfigProvider theme={{ hashed: false }}>
      <AntdApp>
        <Refine dataProvider={dataProvider} i18nProvider={createI18nProvider(texts)} options={{ disableTelemetry: true }}>{children}</Refine>
      </AntdApp>
    </ConfigProvider>
  );
}

async function startServer(): Promise<Record<string, unknown>> {
  uploadDir = await mkdtemp(join(tmpdir(), 'rag-ui-'));
  server = await createTestServer({ seed: false, now: Date.now(), uploadDir });
  routeApiTo(server);
  await storeSession(server, 'admin');
  const created = await server.request('POST', '/intelligence/rag', { body: { name: '雕刻机知识库' }, as: 'admin' });
  expect(created.status).toBe(200);
  return created.body.data as unknown as Record<string, unknown>;
}

describe('知识库详情 panels', () => {
  it('uploads a Markdown document, shows it 已索引 with its chunks, and hit-tests it', async () => {
    const record = await startServer();
    const user = userEvent.setup();
    const { container } = render(
      <Wrap>
        <KnowledgeBasePanels record={record} screen="aiRag" />
      </Wrap>,
    );
    const docs = await screen.findByTestId('rag-documents');
    expect(await within(docs).findByText('还没有文档，请上传')).toBeInTheDocument();
    expect(await screen.findByTestId('rag-mode')).toHaveTextContent(/当前模式：(大模型|检索模式)/);

    // a refused format never reaches the server
    // the upload's input is a new one after each pick (rc-upload remounts it)
    const fileInput = (): HTMLInputElement => {
      const input = container.querySelector<HTMLInputElement>('[data-testid="rag-documents"] input[type="file"]');
      if (!input) throw new Error('no file input');
      return input;
    };
    await userEvent.upload(fileInput(), new File(['x'], 'notes.exe', { type: 'application/octet-stream' }), { applyAccept: false });
    expect(await within(docs).findByText(/不支持的文件格式/)).toBeInTheDocument();

    await user.upload(fileInput(), new File([GUIDE], '保养手册.md', { type: 'text/markdown' }));
    expect(await within(docs).findByText('已上传')).toBeInTheDocument();
    const row = await within(docs).findByText('保养手册.md', { selector: '.ant-table-cell *, .ant-table-cell' });
    expect(row).toBeInTheDocument();
    // parsed in the background; the list polls until it is indexed
    await waitFor(() => expect(within(docs).getByTestId('rag-doc-status')).toHaveTextContent('已索引'), { timeout: 20_000 });

    // the chunk list rereads once nothing is parsing
    const chunks = screen.getByTestId('rag-chunks');
    await waitFor(() => expect(within(chunks).getAllByText(/镜片清洁|皮带张紧|水冷系统/).length).toBeGreaterThan(0), { timeout: 10_000 });

    // 命中测试
    const hit = screen.getByTestId('rag-hit-test');
    await user.type(within(hit).getByLabelText('测试问题'), '镜片脏了怎么清洁');
    await user.click(within(hit).getByRole('button', { name: /^测\s?试$/ }));
    const hits = await within(hit).findAllByTestId('rag-hit', {}, { timeout: 10_000 });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(3);
    expect(hits[0]).toHaveTextContent('第 1 名');
    expect(hits[0]).toHaveTextContent('保养手册.md');
    expect(hits[0]).toHaveTextContent('镜片');
    expect(within(hits[0]).getByTestId('rag-hit-score').textContent).toMatch(/^相关度 \d+\.\d{4}$/);
    const answer = await within(hit).findByTestId('rag-answer');
    expect(answer).toHaveTextContent(/来源：(关键词|语料|知识库|大模型|未找到答案)/);
    expect(answer).toHaveTextContent(/耗时 \d+ 毫秒/);

    // no serious or critical accessibility issue (jsdom has no layout: colour contrast is the e2e's)
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }, 60_000);

  it('全选本页 → 批量停用 switches every listed document off; 批量重新解析 names each document it could not queue with the reason', async () => {
    const record = await startServer();
    const srv = server as TestServer;
    const at = new Date().toISOString();
    for (const name of ['切割参数表.md', '常见故障.md']) {
      await srv.db.insertInto('ai_document').values({ kb_id: Number(record.id), name, file: null, kind: 'markdown', size: 100, parse_state: 'indexed', created_at: at, updated_at: at }).execute();
    }
    const user = userEvent.setup();
    const { container } = render(
      <Wrap>
        <KnowledgeBasePanels record={record} screen="aiRag" />
      </Wrap>,
    );
    const docs = await screen.findByTestId('rag-documents');
    await within(docs).findByText('常见故障.md', { selector: '.ant-table-cell *, .ant-table-cell' });
    const bar = within(docs).getByTestId('rag-doc-bulk');
    expect(within(bar).getByRole('button', { name: '批量停用' })).toBeDisabled();

    await user.click(within(bar).getByRole('button', { name: '全选本页' }));
    expect(within(bar).getByTestId('rag-doc-selected')).toHaveTextContent('已选 2 项');
    expect(within(docs).getByRole('checkbox', { name: '选择文档「切割参数表.md」' })).toBeChecked();
    await user.click(within(bar).getByRole('button', { name: '批量停用' }));
    expect(await within(docs).findByTestId('rag-doc-bulk-report')).toHaveTextContent('已停用 2 个文档');
    await waitFor(() => {
      for (const name of ['切割参数表.md', '常见故障.md']) expect(within(docs).getByRole('switch', { name: `启用文档「${name}」` })).not.toBeChecked();
    });
    expect(within(bar).queryByTestId('rag-doc-selected')).toBeNull();
    const rows = await srv.db.selectFrom('ai_document').select(['enabled']).where('kb_id', '=', Number(record.id)).execute();
    expect(rows.map((r) => Number(r.enabled))).toEqual([0, 0]);

    // the demo documents have no file: 批量重新解析 fails for each, and the summary names them with the reason
    await user.click(within(docs).getByRole('checkbox', { name: '选择文档「常见故障.md」' }));
    await user.click(within(bar).getByRole('button', { name: '批量重新解析' }));
    const report = await within(docs).findByTestId('rag-doc-bulk-report');
    await waitFor(() => expect(report).toHaveTextContent('批量重新解析：成功 0 个，失败 1 个'));
    expect(within(report).getAllByTestId('rag-doc-bulk-failure').map((li) => li.textContent)).toEqual(['常见故障.md：该文档没有原文件（演示数据），不能重新解析']);
    // the one that failed stays selected
    expect(within(bar).getByTestId('rag-doc-selected')).toHaveTextContent('已选 1 项');
    await user.click(within(bar).getByRole('button', { name: '取消选择' }));
    expect(within(bar).queryByTestId('rag-doc-selected')).toBeNull();

    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }, 60_000);

  it('shows lists, not wide tables, on a 375 px phone', async () => {
    const record = await startServer();
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 375 });
    try {
      const { container } = render(
        <Wrap>
          <KnowledgeBasePanels record={record} screen="aiRag" />
        </Wrap>,
      );
      const docs = await screen.findByTestId('rag-documents');
      expect(await within(docs).findByText('还没有文档，请上传')).toBeInTheDocument();
      expect(await within(screen.getByTestId('rag-chunks')).findByText('暂无分段')).toBeInTheDocument();
      expect(container.querySelector('table')).toBeNull();
      expect(screen.getByRole('combobox', { name: '按文档筛选' })).toBeInTheDocument();
      expect(within(screen.getByTestId('rag-chunks')).getByRole('button', { name: '批量启用' })).toBeDisabled();
      expect(within(docs).getByRole('button', { name: '批量启用' })).toBeDisabled();
      const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
    }
  });
});
