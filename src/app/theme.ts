import type { ThemeConfig } from 'antd';

/** The app's primary blue (antd's blue-7): white text on it is 6.2:1, it on white the same. */
export const PRIMARY_COLOR = '#0958d9';

/**
 * The lighter blue of hover states: the lightest mix of the primary with white whose contrast
 * with white stays above 4.5:1 (4.6:1). antd would derive #2e7ae6 (4.2:1).
 */
const PRIMARY_HOVER_COLOR = '#2e71df';

/**
 * Keyboard focus rings (antd draws them in colorPrimaryBorder, app.css in `--app-color-focus`):
 * at least 3:1 on white (4.6:1) and on the dark sider (3.9:1). antd's #91caff is 1.7:1 on white.
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
    Table: { colorTextDisabled: TERTIARY_TEXT_COLOR },
    List: { colorTextDisabled: TERTIARY_TEXT_COLOR },
    // a status tag (成功, 失败…) draws its text in colorSuccess/colorWarning on their Bg: 2.2:1 and
    // 1.8:1 by default; the tags alone get antd's green-8 and orange-8 (the Bg stays antd's own)
    Tag: { colorSuccess: TAG_TEXT_COLORS.green7, colorWarning: TAG_TEXT_COLORS.orange7 },
  },
};
