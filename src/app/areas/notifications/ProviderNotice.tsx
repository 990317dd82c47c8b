import { useCustom } from '@refinedev/core';
import { Alert, Typography } from 'antd';
import { notificationEndpoints } from '../../../../resources/notifications/endpoints.ts';
import { useText } from '../../locales/useText.ts';
import { screenOf } from '../../providers/mappers/endpointPath.ts';
import type { ListPanelProps } from '../../schema/list/panels.ts';
import { channelLabel } from './channels.ts';

/** A channel's sending as `GET /notification/providers` answers it. */
interface ProviderState {
  provider: string;
  configured: boolean;
  note: string;
}

/**
 * Above a channel's list: says plainly when the channel only has the `log` provider (messages are
 * recorded here and marked delivered, never sent), else which provider sends.
 */
export function ProviderNotice({ screen }: ListPanelProps) {
  const t = useText();
  const channel = String(screenOf(screen).screen.fixed?.channel ?? '');
  const { result } = useCustom<Record<string, ProviderState>>({ url: notificationEndpoints.endpoints.providers.path, method: 'get' });
  const state = (result.data as Record<string, ProviderState> | undefined)?.[channel];
  if (!state) return null;
  const label = channelLabel(channel);
  if (!state.configured) {
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        data-testid="provider-notice"
        message={t('nt.logOnly', { channel: label })}
        description={<>{state.note}<br />{t('nt.logOnlyHelp', { channel: label })}</>}
      />
    );
  }
  return (
    <Typography.Paragraph type="secondary" data-testid="provider-notice">
      {t('nt.provider', { channel: label, provider: state.provider })}
    </Typography.Paragraph>
  );
}
