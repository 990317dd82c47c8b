/**
 * 大写金额: an amount in fen as a Chinese cheque writes it — 壹万贰仟叁佰肆拾伍元陆角柒分,
 * 人民币伍佰元整, 零元整. A zero inside the integer part is written once (壹仟零伍元), a missing
 * 角 before 分 is 零 (壹元零伍分), and 整 ends an amount without 分. Negative amounts get 负.
 */
const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const SMALL = ['', '拾', '佰', '仟'];
const BIG = ['', '万', '亿', '万亿'];

/** The integer yuan (a safe integer ≥ 0) in capitals, without 元. */
function yuanInWords(yuan: number): string {
  if (yuan === 0) return '零';
  const groups: number[] = [];
  for (let n = yuan; n > 0; n = Math.floor(n / 10000)) groups.push(n % 10000);
  let out = '';
  let zero = false;
  for (let g = groups.length - 1; g >= 0; g--) {
    const group = groups[g];
    if (group === 0) {
      zero = out !== '';
      continue;
    }
    if (out !== '' && group < 1000) zero = true;
    let part = '';
    for (let i = 3; i >= 0; i--) {
      const d = Math.floor(group / 10 ** i) % 10;
      if (d === 0) {
        if (part !== '') zero = true;
        continue;
      }
      if (zero && (part !== '' || out !== '')) part += '零';
      zero = false;
      part += DIGITS[d] + SMALL[i];
    }
    out += part + BIG[g];
  }
  return out;
}

export function amountInWords(fen: number): string {
  if (!Number.isSafeInteger(fen)) return '';
  const sign = fen < 0 ? '负' : '';
  const abs = Math.abs(fen);
  const yuan = Math.floor(abs / 100);
  const jiao = Math.floor(abs / 10) % 10;
  const cents = abs % 10;
  let text = yuan > 0 || (jiao === 0 && cents === 0) ? `${yuanInWords(yuan)}元` : '';
  if (jiao === 0 && cents === 0) return `${sign}${text}整`;
  if (jiao > 0) text += `${DIGITS[jiao]}角`;
  else if (yuan > 0) text += '零';
  if (cents > 0) text += `${DIGITS[cents]}分`;
  else text += '整';
  return sign + text;
}
