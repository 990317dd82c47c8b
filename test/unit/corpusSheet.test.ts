import { describe, expect, it } from 'vitest';
import { readCorpusRows } from '../../src/app/areas/intelligence/corpus/corpusSheet.ts';
import { exportRowOf } from '../../src/app/schema/list/exportCells.ts';
import { aiCorpus } from '../../resources/intelligence/corpus.ts';

const similar = aiCorpus.fields.find((f) => f.name === 'similar');

describe('语料导入 reads what 导出 writes', () => {
  it('a 相似问题 cell as the export joins it (、) comes back as the same questions; ； and new lines separate too', () => {
    if (!similar) throw new Error('no similar field');
    const [exported] = exportRowOf([similar], { similar: ['激光不出光', '不出激光怎么办'] });
    const reading = readCorpusRows([
      { row: 1, cells: ['问题', '相似问题', '答案', '启用'] },
      { row: 2, cells: ['开机后不出光', String(exported), '先检查水流开关。', '是'] },
      { row: 3, cells: ['水温多少合适', '冷水机温度；水温设置\n水温范围', '20–25 ℃。', '否'] },
      { row: 4, cells: ['', '', '没有问题的一行', ''] },
    ]);
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.rows.map((r) => r.values)).toEqual([
      { question: '开机后不出光', similar: ['激光不出光', '不出激光怎么办'], answer: '先检查水流开关。', enabled: true },
      { question: '水温多少合适', similar: ['冷水机温度', '水温设置', '水温范围'], answer: '20–25 ℃。', enabled: false },
    ]);
    expect(reading.bad).toEqual([{ row: 4, reason: expect.stringContaining('问题') }]);
  });
});
