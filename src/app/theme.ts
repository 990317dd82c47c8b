import type { ThemeConfig } from 'antd';

/** The app's primary blue (antd's blue-7): white text on it is 6.2:1, it on white the same. */
export const PRIMARY_COLOR = '#0958d9';

/**
 * The lighter blue of hover states: the lightest mix of the primary with white whose contrast
 * stays above 4.5:1 on every background a hovered link sits on, the darkest being a selected
 * table row under the mouse (4.5:1 on #e6f4ff; 4.9:1 on a hovered row, 5.1:1 on white). antd would derive
 * #2e7ae6 (4.2:1 on white). The first choice, #2e71df, held on white only: a list's link under
 * the mouse, on its hovered row, was 4.4:1 (found by the e2e axe sweep).
 */
const PRIMARY_HOVER_COLOR = '#2269dd';

/**
 * A selected table row's background, and that of a selected row under the mouse: antd's would be
 * #e6f4ff and #add8ff, on which a link is 5.5:1 and 4.1:1 (the hover blue 4.5:1 and 3.1:1). One
 * step lighter each keeps every link state above 4.5:1 on them.
 */
export const ROW_SELECTED_BG = '#f0f7ff';
export const ROW_SELECTED_HOVER_BG = '#e6f4ff';

/**
 * Keyboard focus rings (antd draws them in colorPrimaryBorder, app.css in `--app-color-focus`):
 * at least 3:1 on white (5.1:1) and on the dark sider (3.6:1). antd's #91caff is 1.7:1 on white.
 */
export const FOCUS_RING_COLOR = PRIMARY_HOVER_COLOR;

/** Secondary text: antd's 0.45 black is 3.4:1 on white; 0.55 is 4.8:1 (4.6:1 on the grey layout). */
const TERTIARY_TEXT_COLOR = 'rgba(0, 0, 0, 0.55)';

/**
 * The text colour of each preset tag colour the declarations use (antd draws a tag's text in
 * step 7 of its palette on step 1): where step 7 falls below 4.5:1 on step 1, a darker step of
 * antd's own palette (volcano, orange, green, cyan: step 8; gold, yellow, lime: step 9).
 */
const TAG_TEXT_COLORS = {
  volcano7: '#ad2102',
  orange7: '#ad4e00',
  gold7: '#874d00',
  yellow7: '#876800',
  lime7: '#3f6600',
  green7: '#237804',
  cyan7: '#006d75',
};

/**
 * antd's theme for the whole app, chosen so that text meets WCAG AA (4.5:1) in every state but
 * disabled: antd's default blue (#1677ff) is 4.1:1 on white, its red 3.3:1, its tertiary text
 * (breadcrumbs, descriptions, statistic titles) 3.4:1 and most preset tags 2.8–3.4:1.
 * test/unit/appTheme.test.ts checks each pair on antd's token worked out from it.
 *
 * The build's static antd stylesheet is made with this same theme (build/patches/antdStaticStyle.ts):
 * its cache paths carry the theme's hash, so a theme given only at run time would make every
 * style again in the browser.
 */
export const APP_THEME: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY_COLOR,
    colorInfo: PRIMARY_COLOR,
    colorError: '#cf1322',
    colorPrimaryHover: PRIMARY_HOVER_COLOR,
    colorPrimaryTextHover: PRIMARY_HOVER_COLOR,
    colorInfoHover: PRIMARY_HOVER_COLOR,
    colorInfoTextHover: PRIMARY_HOVER_COLOR,
    colorLinkHover: PRIMARY_HOVER_COLOR,
    colorPrimaryBorder: FOCUS_RING_COLOR,
    colorTextTertiary: TERTIARY_TEXT_COLOR,
    // a select's placeholder is a text element (an input's too, for people who read it): 1.8:1 by default
    colorTextPlaceholder: TERTIARY_TEXT_COLOR,
    ...TAG_TEXT_COLORS,
  },
  components: {
    // a table's empty text ("暂无站内信") is drawn in the disabled colour, yet it is information
    Table: { colorTextDisabled: TERTIARY_TEXT_COLOR, rowSelectedBg: ROW_SELECTED_BG, rowSelectedHoverBg: ROW_SELECTED_HOVER_BG },
    List: { colorTextDisabled: TERTIARY_TEXT_COLOR },
    // a status tag (成功, 失败…) draws its text in colorSuccess/colorWarning on their Bg: 2.2:1 and
    // 1.8:1 by default; the tags alone get antd's green-8 and orange-8 (the Bg stays antd's own)
    Tag: { colorSuccess: TAG_TEXT_COLORS.green7, colorWarning: TAG_TEXT_COLORS.orange7 },
  },
};
