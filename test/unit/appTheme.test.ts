import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_THEME, FOCUS_RING_COLOR, PRIMARY_COLOR, ROW_SELECTED_BG, ROW_SELECTED_HOVER_BG } from '../../src/app/theme.ts';

const require = createRequire(import.meta.url);
const { theme } = require('antd') as { theme: { getDesignToken: (config?: unknown) => Record<string, string> } };
const { PresetColors } = require('antd/lib/theme/interface/presetColors.js') as { PresetColors: readonly string[] };

type Rgba = [number, number, number, number];

/** `#rrggbb` or `rgba(r, g, b, a)` as numbers. */
function parse(color: string): Rgba {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (hex) return [parseInt(hex[1], 16), parseInt(hex[2], 16), parseInt(hex[3], 16), 1];
  const rgba = /^rgba?\(([^)]*)\)$/.exec(color);
  if (!rgba) throw new Error(`not a colour: ${color}`);
  const [r, g, b, a = '1'] = rgba[1].split(',').map((p) => p.trim());
  return [Number(r), Number(g), Number(b), Number(a)];
}

/** The colour seen when `fg` is painted over the opaque `bg` (8 bits a channel, as the browser paints it). */
const over = (fg: Rgba, bg: Rgba): Rgba => [0, 1, 2].map((i) => Math.round(fg[i] * fg[3] + bg[i] * (1 - fg[3]))).concat(1) as Rgba;

const luminance = ([r, g, b]: Rgba): number =>
  [r, g, b].map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)).reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);

/** WCAG's contrast ratio of text in `fg` on `bg`, rounded down to two decimals. */
function contrast(fg: string, bg: string): number {
  const back = parse(bg);
  const [a, b] = [luminance(over(parse(fg), back)), luminance(back)].sort((x, y) => y - x);
  return Math.floor(((a + 0.05) / (b + 0.05)) * 100) / 100;
}

const token = theme.getDesignToken(APP_THEME);
const WHITE = '#ffffff';
/** antd's Table rowHoverBg: colorFillAlter laid on the container (table/style: colorFillAlterSolid). */
const TABLE_ROW_HOVER_BG = `#${over(parse(token.colorFillAlter), parse(token.colorBgContainer)).slice(0, 3).map((v) => v.toString(16).padStart(2, '0')).join('')}`;

describe("the app's antd theme (src/app/theme.ts)", () => {
  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', WHITE)).toBe(21);
    expect(contrast('#1677ff', WHITE)).toBe(4.1);
    expect(contrast('rgba(0, 0, 0, 0.45)', WHITE)).toBe(3.36);
  });

  it('is the theme antd works the token out from', () => {
    expect(token.colorPrimary).toBe(PRIMARY_COLOR);
    expect(theme.getDesignToken().colorPrimary).not.toBe(PRIMARY_COLOR);
  });

  const pairs: [string, string, string][] = [
    // links, tab labels, pagination, link buttons: text on white in each state
    ...['colorPrimary', 'colorPrimaryHover', 'colorPrimaryActive', 'colorPrimaryText', 'colorPrimaryTextHover', 'colorPrimaryTextActive', 'colorLink', 'colorLinkHover', 'colorLinkActive', 'colorInfoText', 'colorInfoTextHover']
      .map((fg): [string, string, string] => [fg, token[fg], WHITE]),
    ['colorPrimary on colorPrimaryBg', token.colorPrimary, token.colorPrimaryBg],
    // a list's links on its rows: hovered (antd's rowHoverBg, colorFillAlterSolid), selected, and both
    ...['colorLink', 'colorLinkHover', 'colorLinkActive'].flatMap((fg): [string, string, string][] => [
      [`${fg} on a hovered row`, token[fg], TABLE_ROW_HOVER_BG],
      [`${fg} on a selected row`, token[fg], ROW_SELECTED_BG],
      [`${fg} on a selected row under the mouse`, token[fg], ROW_SELECTED_HOVER_BG],
    ]),
    // primary and danger buttons, the selected sider item: white text on each state
    ...['colorPrimary', 'colorPrimaryHover', 'colorPrimaryActive', 'colorError', 'colorErrorHover', 'colorErrorActive']
      .map((bg): [string, string, string] => [`white on ${bg}`, WHITE, token[bg]]),
    // danger links and form errors
    ...['colorError', 'colorErrorHover', 'colorErrorActive', 'colorErrorText', 'colorErrorTextHover'].map((fg): [string, string, string] => [fg, token[fg], WHITE]),
    // secondary texts (breadcrumbs, descriptions, statistic titles, secondary typography)
    ...['colorTextDescription', 'colorTextTertiary', 'colorTextPlaceholder', 'colorTextSecondary', 'colorText'].flatMap((fg): [string, string, string][] => [
      [`${fg} on container`, token[fg], token.colorBgContainer],
      [`${fg} on layout`, token[fg], token.colorBgLayout],
    ]),
    ['Table: the empty text', APP_THEME.components?.Table?.colorTextDisabled ?? token.colorTextDisabled, token.colorBgContainer],
    ['List: the empty text', APP_THEME.components?.List?.colorTextDisabled ?? token.colorTextDisabled, token.colorBgContainer],
    // status tags (成功 / 失败 / 处理中 / 警告): their text colour on their background
    ['Tag success', APP_THEME.components?.Tag?.colorSuccess ?? token.colorSuccess, token.colorSuccessBg],
    ['Tag warning', APP_THEME.components?.Tag?.colorWarning ?? token.colorWarning, token.colorWarningBg],
    ['Tag error', token.colorError, token.colorErrorBg],
    ['Tag processing', token.colorInfo, token.colorInfoBg],
    // a preset tag's text (step 7) on its background (step 1)
    ...PresetColors.map((c): [string, string, string] => [`tag ${c}`, token[`${c}7`], token[`${c}1`]]),
  ];

  it.each(pairs)('%s meets 4.5:1 (%s on %s)', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([['white', WHITE], ['the grey layout', token.colorBgLayout], ['the dark sider', '#001529']])('focus rings stand out 3:1 on %s', (_name, bg) => {
    expect(token.colorPrimaryBorder).toBe(FOCUS_RING_COLOR);
    expect(contrast(FOCUS_RING_COLOR, bg)).toBeGreaterThanOrEqual(3);
  });

  it("app.css's colours are the theme's", () => {
    const css = readFileSync(join(__dirname, '../../src/app/app.css'), 'utf8');
    expect(/--app-color-primary:\s*(#[0-9a-f]{6})/i.exec(css)?.[1]).toBe(PRIMARY_COLOR);
    expect(/--app-color-focus:\s*(#[0-9a-f]{6})/i.exec(css)?.[1]).toBe(FOCUS_RING_COLOR);
  });
});
