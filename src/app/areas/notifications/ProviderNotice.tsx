import { useCustom } from '@refinedev/core';
import { Alert, Button, Typography } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MENU_GROUPS } from '../../../../resources/menu.ts';
import { notificationEndpoints } from '../../../../resources/notifications/endpoints.ts';
import { providerText } from '../../../../resources/notifications/notifyWords.ts';
import { VENDOR_CODES } from '../../../../resources/notifications/vendorCodes.ts';
import { routeTable } from '../../../../resources/registry.ts';
import { systemConfig } from '../../../../resources/settings/systemConfig.ts';
import { useText } from '../../locales/useText.ts';
import { screenOf } from '../../providers/mappers/endpointPath.ts';
import type { ListPanelProps } from '../../schema/list/panelProps.ts';
import { canOpen } from '../../shell/menuItems.ts';
import { useAccessUser } from '../../shell/useAccessUser.ts';
import { channelLabel } from './channels.ts';
import { VendorCodeTable } from './VendorCodeTable.tsx';
import './detail/detail.css';

/** A channel's sending as `GET /notification/providers` answers it. */
interface ProviderState {
  provider: string;
  configured: boolean;
  note: string;
}

/** Where the providers are set: the config page as the menu names it (group → title, from the declarations). */
const CONFIG_LIST = systemConfig.screens[0].list;
const CONFIG_PLACE = `${MENU_GROUPS.find((g) => g.key === CONFIG_LIST.menu?.group)?.title ?? ''} → ${CONFIG_LIST.title}`;

/** The config page, opened on the channel's provider item (its search), when the user may open it. */
function ConfigPlace({ channel }: { channel: string }) {
  const { user } = useAccessUser();
  if (!canOpen(routeTable(), user, CONFIG_LIST.path)) return <span>「{CONFIG_PLACE}」</span>;
  return <Link to={`${CONFIG_LIST.path}?q=${encodeURIComponent(`notify_provider_${channel}`)}`}>「{CONFIG_PLACE}」</Link>;
}

/** The channel vendor's codes behind a disclosure (one line until opened). */
function CodesDisclosure({ channel, label }: { channel: string; label: string }) {
  const t = useText();
  const codes = VENDOR_CODES[channel as keyof typeof VENDOR_CODES];
  if (!codes) return null;
  const caption = t('nt.codes', { channel: label });
  return (
    <details className="nt-codes">
      <summary>{caption}</summary>
      <VendorCodeTable codes={codes} caption={caption} />
    </details>
  );
}

/**
 * Above a channel's list, one line: when the channel only has the `log` provider (messages are
 * recorded here and marked delivered, never sent) a warning with 详情 — the server's reason, where
 * to set the provider, and the vendor's error codes in Chinese — else which provider sends.
 */
export function ProviderNotice({ screen }: ListPanelProps) {
  const t = useText();
  const [open, setOpen] = useState(false);
  const id = useId();
  const channel = String(screenOf(screen).screen.fixed?.channel ?? '');
  const { result } = useCustom<Record<string, ProviderState>>({ url: notificationEndpoints.endpoints.providers.path, method: 'get' });
  const state = (result.data as Record<string, ProviderState> | undefined)?.[channel];
  if (!state) return null;
  const label = channelLabel(channel);
  if (state.configured) {
    return (
      <div className="nt-provider" data-testid="provider-notice">
        <Typography.Text type="secondary">{t('nt.provider', { channel: label, provider: providerText(state.provider) })}</Typography.Text>
        <CodesDisclosure channel={channel} label={label} />
      </div>
    );
  }
  const details: ReactNode = (
    <div id={id} className="nt-provider-details">
      <p>{state.note}</p>
      <p>{t('nt.logOnlyHelp', { channel: label })}<ConfigPlace channel={channel} /></p>
      <CodesDisclosure channel={channel} label={label} />
    </div>
  );
  return (
    <Alert
      type="warning"
      showIcon
      className="nt-provider-notice"
      data-testid="provider-notice"
      message={<span className="nt-provider-line">{t('nt.logOnly', { channel: label })}</span>}
      action={
        <Button size="small" type="link" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          {t(open ? 'nt.hideDetails' : 'nt.details')}
        </Button>
      }
      description={open ? details : undefined}
    />
  );
}
