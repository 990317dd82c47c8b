import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../helpers/renderApp.tsx';
import type { TestServer } from '../helpers/testServer.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';

/**
 * 添加规则's two inputs on the real form page (/reply/rule-add, the schema's form page of the
 * rule screen) against the in-process server: 关键词 rows up to the limit with the counter, focus
 * kept on add and remove, a keyword past 30 characters refused with the shared rule's message;
 * 回复内容 up to 5 with the text count, a picture picked from the file library (pictures only)
 * and a corpus answer picked by its question; the rule saved holds exactly the declared shapes.
 */

// the whole app renders against a real server: on a busy machine a form's validation or a list's reread can take seconds
configure({ asyncUtilTimeout: 10_000 });

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const typeIn = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

const formItem = (label: string): HTMLElement => {
  const el = [...document.querySelectorAll('.ant-form-item')].find((i) => i.querySelector('.ant-form-item-label')?.textContent === label);
  if (!el) throw new Error(`no form item ${label}`);
  return el as HTMLElement;
};

async function pick(select: HTMLElement, label: string | RegExp): Promise<void> {
  fireEvent.mouseDown(select.closest('.ant-select')?.querySelector('.ant-select-selector') as HTMLElement);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find((o) =>
      typeof label === 'string' ? o.textContent === label : label.test(o.textContent ?? ''),
    );
    if (!found) throw new Error(`no option ${String(label)}`);
    return found as HTMLElement;
  }, { timeout: 10_000 });
  fireEvent.click(option);
}

describe('自动回复 rule form inputs (/reply/rule-add)', () => {
  it('关键词: rows added and removed with the focus kept, at most 10 with the counter, a word past 30 characters refused with the shared message', { timeout: 180_000 }, async () => {
    server = await useRealApi({ seed: false });
    await storeSession(server, 'admin');
    renderApp('/reply/rule-add');
    await screen.findByRole('group', { name: '关键词' }, { timeout: 30_000 });
    const group = screen.getByRole('group', { name: '关键词' });
    expect(within(group).getByText('已有 0 个关键词，最多 10 个')).toBeInTheDocument();
    const add = within(group).getByRole('button', { name: /添加关键词/ });
    fireEvent.click(add);
    const first = await within(group).findByRole('textbox', { name: '关键词 1' });
    await waitFor(() => expect(first).toHaveFocus());
    typeIn(first, '保修');
    await pick(within(group).getAllByLabelText('关键词 1 的匹配方式')[0], '全匹配');
    for (let i = 2; i <= 10; i++) fireEvent.click(add);
    await waitFor(() => expect(within(group).getAllByTestId('reply-keyword-row')).toHaveLength(10));
    expect(within(group).getByText('已有 10 个关键词，最多 10 个')).toBeInTheDocument();
    expect(add).toBeDisabled();

    fireEvent.click(within(group).getByRole('button', { name: '删除关键词 3' }));
    await waitFor(() => expect(within(group).getAllByTestId('reply-keyword-row')).toHaveLength(9));
    await waitFor(() => expect(within(group).getByRole('textbox', { name: '关键词 2' })).toHaveFocus());
    expect(add).toBeEnabled();
    expect(within(group).getByText('已有 9 个关键词，最多 10 个')).toBeInTheDocument();
    expect(within(group).getByRole('textbox', { name: '关键词 1' })).toHaveValue('保修');

    // rows 2–9 left empty: the shared rule names the first empty one; then a word of 31 characters
    fireEvent.click(screen.getByRole('button', { name: /提\s*交|保\s*存/ }));
    expect(await within(formItem('关键词')).findByText('第 2 个关键词不能为空')).toBeInTheDocument();
    for (let i = 9; i >= 2; i--) fireEvent.click(within(group).getByRole('button', { name: `删除关键词 ${i}` }));
    await waitFor(() => expect(within(group).getAllByTestId('reply-keyword-row')).toHaveLength(1));
    typeIn(within(group).getByRole('textbox', { name: '关键词 1' }), '激'.repeat(31));
    expect(await within(formItem('关键词')).findByText(`第 1 个关键词「${'激'.repeat(31)}」最多 30 字，现有 31 字`)).toBeInTheDocument();
    fireEvent.click(within(group).getByRole('button', { name: '删除关键词 1' }));
    await waitFor(() => expect(add).toHaveFocus());
    expect(within(group).getByText('还没有关键词，点「添加关键词」添加')).toBeInTheDocument();
  });

  it('回复内容: up to 5 replies with the text count, a picture of the library and a corpus answer picked by name, saved as the declared shapes', { timeout: 180_000 }, async () => {
    server = await useRealApi({ seed: false });
    const at = new Date().toISOString();
    const file = (name: string, kind: string, i: number) => ({ name, folder_id: 0, kind, size: 100, file: `/api/cms/system/upload/${String(i).padStart(22, 'B')}`, mime: kind === 'image' ? 'image/png' : 'text/plain', sha256: String(i).repeat(64), uploader_id: 1, created_at: at, updated_at: at });
    await server.db.insertInto('oss_file').values([file('产品图-雕刻机.png', 'image', 1), file('产品说明.txt', 'text', 2)]).execute();
    const corpus = await server.request('POST', '/intelligence/corpus', { as: 'admin', body: { question: '激光管多久更换一次', answer: '一般 8000 小时左右更换。' } });
    expect(corpus.status).toBe(200);
    await storeSession(server, 'admin');
    renderApp('/reply/rule-add');
    const group = await screen.findByRole('group', { name: '回复内容' }, { timeout: 30_000 });
    const add = within(group).getByRole('button', { name: /添加回复/ });
    fireEvent.click(add);
    const text = await within(group).findByRole('textbox', { name: '第 1 条回复的文字' });
    typeIn(text, '保修期一年。');
    expect(within(within(group).getAllByTestId('reply-answer')[0]).getByText('6 / 300')).toBeInTheDocument();
    typeIn(text, '长'.repeat(301));
    fireEvent.click(screen.getByRole('button', { name: /提\s*交|保\s*存/ }));
    expect(await within(formItem('回复内容')).findByText('第 1 条回复的文字最多 300 字，现有 301 字')).toBeInTheDocument();
    typeIn(text, '保修期一年。');

    for (let i = 2; i <= 5; i++) fireEvent.click(add);
    await waitFor(() => expect(within(group).getAllByTestId('reply-answer')).toHaveLength(5));
    expect(add).toBeDisabled();
    expect(within(group).getByText('已有 5 条回复，最多 5 条')).toBeInTheDocument();
    fireEvent.click(within(group).getByRole('button', { name: '删除第 5 条回复' }));
    fireEvent.click(within(group).getByRole('button', { name: '删除第 4 条回复' }));
    await waitFor(() => expect(within(group).getAllByTestId('reply-answer')).toHaveLength(3));

    await pick(within(group).getAllByLabelText('第 2 条回复的类型')[0], '图片');
    const [picture] = await within(group).findAllByLabelText('第 2 条回复的图片');
    fireEvent.mouseDown(picture.closest('.ant-select')?.querySelector('.ant-select-selector') as HTMLElement);
    const shown = () => [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')] as HTMLElement[];
    // the library's pictures only: its text file is not offered
    await waitFor(() => expect(shown().map((o) => o.textContent)).toEqual(['产品图-雕刻机.png']), { timeout: 10_000 });
    fireEvent.click(shown()[0]);

    await pick(within(group).getAllByLabelText('第 3 条回复的类型')[0], '语料答案');
    const [answer] = await within(group).findAllByLabelText('第 3 条回复的语料');
    await pick(answer, '激光管多久更换一次');

    typeIn(within(formItem('规则名称')).getByRole('textbox'), '保修与激光管');
    await pick(within(formItem('类型')).getByRole('combobox'), '关键词回复');
    await pick(within(formItem('回复方式')).getByRole('combobox'), '回复全部');
    fireEvent.click(within(screen.getByRole('group', { name: '关键词' })).getByRole('button', { name: /添加关键词/ }));
    typeIn(await screen.findByRole('textbox', { name: '关键词 1' }), '保修多久');
    fireEvent.click(screen.getByRole('button', { name: /提\s*交|保\s*存/ }));

    const saved = await waitFor(async () => {
      const row = await server!.db.selectFrom('reply_rule').selectAll().where('name', '=', '保修与激光管').executeTakeFirst();
      if (!row) throw new Error(`not saved yet: ${[...document.querySelectorAll('.ant-form-item-explain-error, .ant-message, .ant-notification')].map((e) => e.textContent).join(' | ')}`);
      return row;
    }, { timeout: 15_000 });
    const imageId = (await server.db.selectFrom('oss_file').select('id').where('kind', '=', 'image').executeTakeFirstOrThrow()).id;
    expect(JSON.parse(String(saved.replies_json))).toEqual([
      { kind: 'text', text: '保修期一年。' },
      { kind: 'image', fileId: Number(imageId) },
      { kind: 'corpus', corpusId: Number(corpus.body.data.id) },
    ]);
    expect(JSON.parse(String(saved.keywords_json))).toEqual([{ word: '保修多久', match: 'contains' }]);
  });
});
