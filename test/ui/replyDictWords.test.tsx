import { Refine } from '@refinedev/core';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider } from 'antd';
import ExcelJS from 'exceljs';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DictWordsPanel } from '../../src/app/areas/reply/dict/DictWordsPanel.tsx';
import { parseDictLines, readDictSheet } from '../../src/app/areas/reply/dict/dictRows.ts';
import { dictTexts } from '../../src/app/areas/reply/dict/dictTexts.ts';
import { localeTables } from '../../src/app/locales/text.ts';
import { createProviders } from '../../src/app/providers/createProviders.ts';
import { useNotificationProvider } from '../../src/app/providers/useNotificationProvider.tsx';
import { readFirstSheet } from '../../src/app/shared/sheets/readSheet.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';
import type { TestServer } from '../helpers/testServer.ts';

// the in-process server answers in a moment, but a loaded machine can take longer than the 1 s default
configure({ asyncUtilTimeout: 10_000 });

/**
 * 词典详情's words panel against the real server (msw → the in-process API): 添加 and 编辑 a word,
 * 导入 pasted lines (the bad row named in the preview, the good ones sent in one call and the
 * report shown; a word the dictionary has gets its new standard word), 导入 an .xlsx, and 导出
 * (the download read back: the header 词语/标准词 and every word).
 */

function Wrap({ children }: { children: ReactNode }) {
  const providers = createProviders(`${window.location.origin}/api/cms`, localeTables([{ name: 'reply', texts: [dictTexts] }]));
  return (
    <ConfigProvider theme={{ hashed: false }}>
      <AntdApp>
        <Refine {...providers} notificationProvider={useNotificationProvider} options={{ disableTelemetry: true }}>{children}</Refine>
      </AntdApp>
    </ConfigProvider>
  );
}

/** A button's name as antd writes it: two Chinese characters get a space between them (添 加). */
const named = (text: string): RegExp => new RegExp(`^${[...text].join('\\s?')}$`);

// jsdom's Blob has no arrayBuffer(): read it through its FileReader
const bytesOf = (blob: Blob): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsArrayBuffer(blob);
  });
if (typeof Blob.prototype.arrayBuffer !== 'function') {
  Blob.prototype.arrayBuffer = async function arrayBuffer(this: Blob): Promise<ArrayBuffer> {
    return (await bytesOf(this)).buffer as ArrayBuffer;
  };
}

let server: TestServer;

beforeEach(async () => {
  server = await useRealApi({ seed: false });
  await storeSession(server, 'admin');
});

afterEach(async () => {
  vi.restoreAllMocks();
  await server.close();
});

async function makeDict(name: string): Promise<Record<string, unknown>> {
  const created = await server.request('POST', '/reply/dict', { as: 'admin', body: { name } });
  expect(created.status).toBe(200);
  return created.body.data as unknown as Record<string, unknown>;
}

const wordsOf = async (dictId: unknown): Promise<string[]> =>
  ((await server.request('GET', `/reply/dict-word?dict_id=${String(dictId)}&pageSize=100`, { as: 'admin' })).body.data.list as unknown as { word: string; standard: string }[])
    .map((w) => `${w.word}→${w.standard}`)
    .sort();

describe('dictRows', () => {
  it('reads arrow and comma lines, names a bad format, an over-long word, an empty standard word and a repeated word by their line', () => {
    const { rows, bad } = parseDictLines('镭射机→激光机\n\n雕刻器,雕刻机\n没有分隔\n一二三四五六七八九十一二三四五六七八九十一→长\n空标准词→ \n镭射机，激光器');
    expect(rows.map((r) => [r.row, r.word, r.standard])).toEqual([[1, '镭射机', '激光机'], [3, '雕刻器', '雕刻机']]);
    expect(bad.map((b) => b.row)).toEqual([4, 5, 6, 7]);
    expect(bad[0]?.reason).toBe('应写作「词语→标准词」或「词语,标准词」');
    expect(bad[1]?.reason).toMatch(/词语/);
    expect(bad[2]?.reason).toMatch(/标准词/);
    expect(bad[3]?.reason).toBe('「镭射机」与第 1 行重复');
  });

  it('reads a sheet by its header and names the columns it lacks', () => {
    const ok = readDictSheet([{ row: 1, cells: ['标准词', '词语'] }, { row: 2, cells: ['激光机', '镭射机'] }, { row: 4, cells: [null, '空的'] }]);
    expect(ok).toMatchObject({ ok: true, rows: [{ row: 2, word: '镭射机', standard: '激光机' }] });
    expect(ok.ok && ok.bad.map((b) => b.row)).toEqual([4]);
    expect(readDictSheet([{ row: 1, cells: ['词语', '同义词'] }])).toEqual({ ok: false, missing: ['标准词'] });
  });
});

describe('DictWordsPanel', () => {
  it('adds and edits a word, previews an import naming the bad row, imports the good rows and reports them', { timeout: 90_000 }, async () => {
    const record = await makeDict('测试词典');
    const user = userEvent.setup();
    render(<Wrap><DictWordsPanel record={record} /></Wrap>);
    const panel = await screen.findByTestId('dict-words');
    await within(panel).findByText('还没有词条');

    // 添加
    await user.type(within(panel).getByLabelText('词语'), '镭射机');
    await user.type(within(panel).getByLabelText('标准词'), '激光器');
    await user.click(within(panel).getByRole('button', { name: named('添加') }));
    await within(panel).findByRole('cell', { name: '镭射机' });
    expect(await wordsOf(record.id)).toEqual(['镭射机→激光器']);

    // 编辑: the standard word changes (PUT with the version)
    await user.click(within(panel).getByRole('button', { name: '编辑 镭射机' }));
    const edit = await screen.findByRole('dialog', { name: '编辑词条「镭射机」' });
    const standard = within(edit).getByLabelText('标准词');
    await user.clear(standard);
    await user.type(standard, '激光机');
    await user.click(within(edit).getByRole('button', { name: named('保存') }));
    await within(panel).findByRole('cell', { name: '激光机' });
    expect(await wordsOf(record.id)).toEqual(['镭射机→激光机']);

    // 导入 pasted lines: line 2 is bad and named; nothing is sent until 导入 N 行
    await user.click(within(panel).getByRole('button', { name: named('导入') }));
    const dialog = await screen.findByRole('dialog', { name: '导入词条' });
    await user.click(within(dialog).getByLabelText('粘贴词条'));
    await user.paste('雕刻器,雕刻机\n坏行没有分隔\n镭射机→激光雕刻机');
    await user.click(within(dialog).getByRole('button', { name: named('检查') }));
    const preview = await within(dialog).findByTestId('dict-import-preview');
    expect(preview).toHaveTextContent('共 3 行：2 行可以导入，1 行有问题（不会导入）');
    expect(within(preview).getByTestId('dict-import-bad')).toHaveTextContent('第 2 行：应写作「词语→标准词」或「词语,标准词」');
    expect(await wordsOf(record.id)).toEqual(['镭射机→激光机']);

    await user.click(within(dialog).getByRole('button', { name: '导入 2 行' }));
    const report = await within(dialog).findByTestId('dict-import-report');
    expect(report).toHaveTextContent('新增 1 个，更新 1 个，1 行未导入');
    expect(within(report).getByTestId('dict-import-failed')).toHaveTextContent('第 2 行：应写作「词语→标准词」或「词语,标准词」');
    await within(panel).findByRole('cell', { name: '雕刻器' });
    expect(await wordsOf(record.id)).toEqual(['镭射机→激光雕刻机', '雕刻器→雕刻机'].sort());
    await user.click(within(dialog).getByRole('button', { name: named('关闭') }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '导入词条' })).toBeNull());
  });

  it('imports an .xlsx and exports every word as an .xlsx the import reads back', { timeout: 60_000 }, async () => {
    const record = await makeDict('表格词典');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('词条');
    sheet.addRow(['词语', '标准词']);
    sheet.addRow(['镭射头', '激光头']);
    sheet.addRow(['', '没有词语']);
    sheet.addRow(['=1+1', '公式']);
    const file = new File([(await book.xlsx.writeBuffer()) as ArrayBuffer], '词条.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

    const user = userEvent.setup();
    render(<Wrap><DictWordsPanel record={record} /></Wrap>);
    const panel = await screen.findByTestId('dict-words');
    await within(panel).findByText('还没有词条');
    await user.click(within(panel).getByRole('button', { name: named('导入') }));
    const dialog = await screen.findByRole('dialog', { name: '导入词条' });
    await user.upload(within(dialog).getByLabelText('选择 .xlsx 文件'), file);
    const preview = await within(dialog).findByTestId('dict-import-preview');
    expect(preview).toHaveTextContent('文件：词条.xlsx');
    expect(within(preview).getByTestId('dict-import-bad')).toHaveTextContent(/^第 3 行：「词语」/);
    await user.click(within(dialog).getByRole('button', { name: '导入 2 行' }));
    expect(await within(dialog).findByTestId('dict-import-report')).toHaveTextContent('新增 2 个，更新 0 个，1 行未导入');
    await user.click(within(dialog).getByRole('button', { name: named('关闭') }));
    await within(panel).findByRole('cell', { name: '镭射头' });

    // 导出: the download is an .xlsx of every word, formula text escaped, read back as the import reads it
    const blobs: Blob[] = [];
    const created = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:dict';
    });
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: created });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('表格词典.xlsx');
    });
    await user.click(within(panel).getByRole('button', { name: named('导出') }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const rows = await readFirstSheet(await bytesOf(blobs[0]!));
    expect(rows.map((r) => r.cells)).toEqual([['词语', '标准词'], ["'=1+1", '公式'], ['镭射头', '激光头']]);
    const back = readDictSheet(rows);
    expect(back.ok && back.rows.map((r) => `${r.word}→${r.standard}`)).toEqual(['=1+1→公式', '镭射头→激光头']);
  });
});
