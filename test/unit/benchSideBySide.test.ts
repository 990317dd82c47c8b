import { describe, expect, it } from 'vitest';
import { allPass, formatSideBySide, row } from '../../bench/budgets.ts';

describe('the side-by-side bench table', () => {
  const shared = [row('npm run build', '≤ 12 s', '9.0 s', true)];
  const sqlite = [row('filtered list', '≥ 2,000 req/s', '4,000 req/s', true, 4000), row('plans', 'on an index', '908 queries', true)];
  const postgres = [row('filtered list', '≥ 2,000 req/s', '1,000 req/s | slow', false, 1000), row('plans', 'on an index', 'not checked', 'info'), row('only here', '–', 'x', null)];
  const lines = formatSideBySide(shared, sqlite, postgres).split('\n');

  it('puts each budget once, SQLite and PostgreSQL in one line, with PostgreSQL ÷ SQLite', () => {
    expect(lines[0]).toBe('| budget | limit | SQLite | result | PostgreSQL | result | PostgreSQL ÷ SQLite |');
    expect(lines).toContain('| npm run build | ≤ 12 s | 9.0 s | pass | (the same build) | – | |');
    expect(lines).toContain('| filtered list | ≥ 2,000 req/s | 4,000 req/s | pass | 1,000 req/s \\| slow | **FAIL** | 0.25× |');
    expect(lines).toContain('| plans | on an index | 908 queries | pass | not checked | – |  |');
    expect(lines).toContain('| only here | – | not measured | – | x | **n/a** |  |');
    expect(lines).toHaveLength(2 + 1 + 3);
  });

  it('counts a figure without a budget as no failure, an unmeasured one as a failure', () => {
    expect(allPass([...shared, ...sqlite, postgres[1]])).toBe(true);
    expect(allPass([postgres[2]])).toBe(false);
    expect(allPass([postgres[0]])).toBe(false);
  });
});
