import { Refine } from '@refinedev/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider } from 'antd';
import ExcelJS from 'exceljs';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CorpusImportPanel } from '../../src/app/areas/intelligence/corpus/CorpusImportPanel.tsx';
import { corpusHeaders, readCorpusRows } from '../../src/app/areas/intelligence/corpus/corpusSheet.ts';
import { corpusTexts } from '../../src/app/areas/intelligence/corpus/corpusTexts.ts';
import { readFirstSheet, SheetReadError } from '../../src/app/shared/sheets/readSheet.ts';
import { localeTables } from '../../src/app/locales/text.ts';
import { createProviders } from '../../src/app/providers/createProviders.ts';
import { useNotificationProvider } from '../../src/app/providers/useNotificationProvider.tsx';
import { buildWorkbook } from '../../src/app/schema/list/exportWorkbook.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';
import type { TestServer } from '../helpers/testServer.ts';

/** The panel inside antd's App and refine, with the app's providers (the real API through msw) and its texts. */
function Wrap({ children }: { children: ReactNode }) {
  const providers = createProviders(`${window.location.origin}/api/cms`, localeTables([{ name: 'intelligence', texts: [corpusTexts] }]));
  return (
    <ConfigProvider theme={{ hashed: false }}>
      <AntdApp>
        <Refine {...providers} notificationProvider={useNotificationProvider} options={{ disableTelemetry: true }}>{children}</Refine>
      </AntdApp>
    </ConfigProvider>
  );
}

/** A button's name as antd writes it: two Chinese characters get a space between them (导 入). */
const named = (text: string): RegExp => new RegExp(`^${[...text].join('\\s?')}$`);

/** 导入 (its icon is named too). */
const IMPORT = /^(upload\s*)?导\s?入$/;

/** An .xlsx as Excel would hold it (exceljs writes shared strings), the export's columns and one extra. */
async function workbook(rows: (string | number | boolean | null)[][]): Promise<File> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('语料');
  sheet.addRow([...corpusHeaders(), '命中次数']);
  for (const r of rows) sheet.addRow(r);
  const bytes = await book.xlsx.writeBuffer();
  return new File([bytes as ArrayBuffer], '语料.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

// jsdom's Blob has no arrayBuffer() (browsers have had it since 2019): read it through its FileReader
if (typeof Blob.prototype.arrayBuffer !== 'function') {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob): Promise<ArrayBuffer> {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
      reader.readAsArrayBuffer(this);
    });
  };
}

let server: TestServer;

beforeEach(async () => {
  server = await useRealApi({ seed: false });
  await storeSession(server, 'admin');
});

afterEach(async () => {
  await server.close();
});

describe('readSheet / corpusSheet', () => {
  it('reads the template the panel writes (write-excel-file) and an exceljs workbook the same way', async () => {
    const template = await readFirstSheet(await buildWorkbook('语料', corpusHeaders(), [['问题甲', '问法一；问法二', '答案甲', null, '否']]));
    expect(template).toEqual([
      { row: 1, cells: ['问题', '相似问题', '答案', '分类', '启用'] },
      { row: 2, cells: ['问题甲', '问法一；问法二', '答案甲', null, '否'] },
    ]);
    expect(readCorpusRows(template)).toEqual({ ok: true, bad: [], rows: [{ row: 2, values: { question: '问题甲', similar: ['问法一', '问法二'], answer: '答案甲', enabled: false } }] });
    const file = await workbook([['问题乙', '问法三\n问法四', '答案乙', '分类乙', true, 3], [null, null, null, null, null, null], ['', '', '答案丙', '', '', '']]);
    const sheet = await readFirstSheet(new Uint8Array(await file.arrayBuffer()));
    expect(readCorpusRows(sheet)).toEqual({
      ok: true,
      rows: [{ row: 2, values: { question: '问题乙', similar: ['问法三', '问法四'], answer: '答案乙', category: '分类乙', enabled: true } }],
      bad: [{ row: 4, reason: '「问题」不能为空' }],
    });
    expect(readCorpusRows([{ row: 1, cells: ['问题', '分类'] }])).toEqual({ ok: false, missing: ['答案'] });
    await expect(readFirstSheet(new TextEncoder().encode('问题,答案\n'))).rejects.toBeInstanceOf(SheetReadError);
  });
});

describe('CorpusImportPanel', () => {
  it('previews a workbook naming its bad row, imports the good rows and reports the row the server refused', async () => {
    expect((await server.request('POST', '/intelligence/category', { as: 'admin', body: { name: '导入测试' } })).status).toBe(200);
    const user = userEvent.setup();
    render(<Wrap><CorpusImportPanel screen="aiChat" filters={[]} setFilters={() => undefined} /></Wrap>);
    await user.click(await screen.findByRole('button', { name: IMPORT }));
    const dialog = await screen.findByRole('dialog', { name: '导入语料' });
    const file = await workbook([
      ['激光管多久换一次', '灯管寿命；激光管寿命', '约 8000 小时。', '导入测试', '是', 0],
      ['', '', '没有问题的答案', '', '', 0],
      ['镜片怎么清洁', '', '用无水乙醇。', '不存在的分类', '', 0],
      ['导轨多久加油', '', '每月一次。', '', '否', 0],
    ]);
    await user.upload(within(dialog).getByLabelText('选择 .xlsx 文件'), file);
    const preview = await within(dialog).findByTestId('corpus-import-preview');
    expect(preview).toHaveTextContent('共 4 行：3 行可以导入，1 行有问题（不会导入）');
    expect(within(preview).getByText('第 3 行：「问题」不能为空')).toBeInTheDocument();
    const before = await server.request('GET', '/intelligence/corpus', { as: 'admin' });
    expect(before.body.data.total, JSON.stringify(before.body)).toBe(0);

    await user.click(within(dialog).getByRole('button', { name: '导入 3 行' }));
    const report = await within(dialog).findByTestId('corpus-import-report', {}, { timeout: 5000 });
    expect(report).toHaveTextContent('已导入 2 条语料，2 行未导入');
    const failed = within(report).getByTestId('corpus-import-failed');
    expect(within(failed).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['第 3 行：「问题」不能为空', '第 4 行：分类「不存在的分类」不存在']);
    const list = (await server.request('GET', '/intelligence/corpus', { as: 'admin' })).body.data;
    expect(list.total).toBe(2);
    const rows = [...list.list].sort((a, b) => Number(a.id) - Number(b.id));
    expect(rows.map((r) => [r.question, r.enabled])).toEqual([['激光管多久换一次', true], ['导轨多久加油', false]]);
    expect(rows[0]?.similar).toEqual(['灯管寿命', '激光管寿命']);
    await user.click(within(dialog).getByRole('button', { name: named('关闭') }));
  });

  it('names a file that is not an .xlsx, and one without the 答案 column, and sends nothing', async () => {
    const user = userEvent.setup();
    render(<Wrap><CorpusImportPanel screen="aiChat" filters={[]} setFilters={() => undefined} /></Wrap>);
    await user.click(await screen.findByRole('button', { name: IMPORT }));
    const dialog = await screen.findByRole('dialog', { name: '导入语料' });
    await user.upload(within(dialog).getByLabelText('选择 .xlsx 文件'), new File(['问题,答案\n'], '语料.xlsx'));
    expect(await within(dialog).findByTestId('corpus-import-problem')).toHaveTextContent('「语料.xlsx」不是有效的 .xlsx 文件');
    const book = new ExcelJS.Workbook();
    book.addWorksheet('语料').addRow(['问题', '相似问题']);
    const noAnswer = new File([(await book.xlsx.writeBuffer()) as ArrayBuffer], '缺列.xlsx');
    await user.upload(within(dialog).getByLabelText('选择 .xlsx 文件'), noAnswer);
    expect(await within(dialog).findByText(/^表头缺少列：答案/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '导入 0 行' })).toBeDisabled();
  });
});
