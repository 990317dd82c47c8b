/** Money is stored as integer fen; staff read and type yuan. */
export const fenToYuan = (fen: number): number => fen / 100;

export const yuanToFen = (yuan: number): number => Math.round(yuan * 100);

/** `¥12.34` from 1234 fen; not a number → '-'. */
export function formatMoney(fen: unknown): string {
  const n = typeof fen === 'number' ? fen : typeof fen === 'string' && fen.trim() !== '' ? Number(fen) : NaN;
  if (!Number.isFinite(n)) return '-';
  const sign = n < 0 ? '-' : '';
  return `${sign}¥${(Math.abs(n) / 100).toFixed(2)}`;
}
