import { useTranslation } from '@refinedev/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineAppArea, joinAppAreas } from '../../src/app/appArea.ts';
import type { ListPanelProps } from '../../src/app/schema/list/panelProps.ts';
import { APP_AREAS } from '../../src/app/composition.ts';
import { needsArea } from '../../src/app/areas/needs/area.ts';
import { sharedArea } from '../../src/app/shared/area.ts';
import { renderApp } from '../helpers/renderApp.tsx';
import type { TestServer } from '../helpers/testServer.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/**
 * A throwaway area (维修站) with one slot, the panel 机型配置 names (`panel: 'SerialChecker'`), and
 * its own text. (Its key is not added to AreaTextKeys, which would reach every file of the
 * program: the panel asks refine's translate by a plain string.)
 */
function StationPanel({ screen }: ListPanelProps) {
  const { translate } = useTranslation();
  return <div data-testid="station-panel">{translate('station.panel', { screen })}</div>;
}
const stationArea = defineAppArea({
  name: 'station',
  panels: { SerialChecker: { Panel: StationPanel } },
  texts: [{ zh: { 'station.panel': '维修站面板 {{screen}}' }, en: { 'station.panel': 'Station panel {{screen}}' } }],
});

describe('app areas (issue 33, part 1, the app)', () => {
  it('joinAppAreas refuses a slot key two areas bring, and an area name given twice', () => {
    expect(() => joinAppAreas([...APP_AREAS, stationArea])).toThrow("app areas: panels 'SerialChecker' is brought by both 'needs' and 'station'");
    expect(() => joinAppAreas([...APP_AREAS, defineAppArea({ name: 'needs' })])).toThrow("app areas: two areas are named 'needs'");
    const joined = joinAppAreas(APP_AREAS);
    expect(joined.names).toEqual(['shared', 'people', 'settings', 'needs', 'workflow', 'notifications', 'intelligence', 'reply', 'device', 'oss', 'erp']);
    expect(joined.pages.ExportJobsPage).toBe(sharedArea.pages?.ExportJobsPage);
    expect(Object.keys(joined.panels).sort()).toEqual(['ActiveLogWarnings', 'CorpusImport', 'ErpStockTools', 'ExpressPhones', 'MessageBoxes', 'NoticeCompose', 'ProviderNotice', 'ReplySimulator', 'SerialChecker', 'TicketStatusTabs', 'TicketSummary', 'ossFolderBar']);
    expect(Object.keys(joined.pages)).toEqual(expect.arrayContaining(['ErpPurchasePage', 'ErpCompanyPurchasePage', 'DeviceFilePage']));
  });

  it('joins each area’s texts into both locales, and refuses a text key given twice or in one language only', () => {
    const joined = joinAppAreas(APP_AREAS);
    expect(joined.texts['zh-CN']['serial.title']).toBe('序列号查询');
    expect(joined.texts['en-US']['serial.title']).toBe(needsArea.texts[0].en['serial.title']);
    expect(joined.texts['zh-CN']['buttons.save']).toBe('保存');
    expect(Object.keys(joined.texts['zh-CN']).sort()).toEqual(Object.keys(joined.texts['en-US']).sort());
    const texts = (zh: Record<string, string>, en: Record<string, string>) => defineAppArea({ name: 'station', texts: [{ zh, en }] });
    expect(() => joinAppAreas([...APP_AREAS, texts({ 'serial.title': '查询' }, { 'serial.title': 'Check' })])).toThrow("app areas: text 'serial.title' of 'station' is already brought by 'needs'");
    expect(() => joinAppAreas([...APP_AREAS, texts({ 'buttons.save': '存' }, { 'buttons.save': 'Save' })])).toThrow("app areas: text 'buttons.save' of 'station' is already the core's");
    expect(() => joinAppAreas([...APP_AREAS, texts({ 'station.a': '甲' }, {})])).toThrow("app areas: text 'station.a' of 'station' has no en-US");
    expect(() => joinAppAreas([...APP_AREAS, texts({}, { 'station.b': 'B' })])).toThrow("app areas: text 'station.b' of 'station' has no zh-CN");
  });

  it('the schema list shows the panel a screen names from the areas the App was given (a throwaway area in place of needs’)', { timeout: 60_000 }, async () => {
    server = await useRealApi();
    await storeSession(server, 'admin');
    const areas = joinAppAreas([...APP_AREAS.filter((a) => a !== needsArea), { ...needsArea, panels: {} }, stationArea]);
    renderApp('/production/index', areas);
    expect(await screen.findByTestId('station-panel', {}, { timeout: 20_000 })).toHaveTextContent('维修站面板 production');
  });
});
