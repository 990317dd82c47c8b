import CopyOutlinedSvg from '@ant-design/icons-svg/es/asn/CopyOutlined';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { routeTable } from '../../../../resources/registry.ts';
import { isValidSerial } from '../../../domain/serial.ts';
import { DEVICE_FILE_PATH } from '../../../../resources/device/pages.ts';
import { useText } from '../../locales/useText.ts';
import { canOpen } from '../../shell/menuItems.ts';
import { useAccessUser } from '../../shell/useAccessUser.ts';
import { staticIcon } from '../../ui/staticIcon.tsx';
import { useSharedCopy } from './sharedCopy.tsx';
import { useCopy } from './useCopy.ts';

/** The device file of one serial (`/device/file/SUP…`). */
export const deviceFileHref = (serial: string): string => DEVICE_FILE_PATH.replace(':serial', encodeURIComponent(serial));

const COPY_ICON = staticIcon(CopyOutlinedSvg);

function CopyButton({ text, label, copy }: { text: string; label: string; copy: (text: string) => Promise<void> }) {
  return (
    <a role="button" tabIndex={0} aria-label={label} title={label} className="serial-copy" onClick={() => void copy(text)} onKeyDown={(e) => e.key === 'Enter' && void copy(text)}>
      {COPY_ICON}
    </a>
  );
}

function OwnCopyButton(props: { text: string; label: string }) {
  return <CopyButton {...props} copy={useCopy()} />;
}

/** The copy icon beside a linked serial: the list's shared copy function, or its own outside one. */
function SerialCopy(props: { text: string; label: string }) {
  const copy = useSharedCopy();
  return copy ? <CopyButton {...props} copy={copy} /> : <OwnCopyButton {...props} />;
}

export interface SerialLinkProps {
  serial: string;
  /** A copy icon beside the link (the field is copyable). */
  copyable?: boolean;
  /** The copyable field's name: the linked serial and its icon carry it as `data-copy`, as a copyable value does (PlainValue). */
  copyName?: string;
  /** What shows when the user may not open the device file (default: the serial as text). */
  fallback?: ReactNode;
  /** The link's text when it is not the serial itself (e.g. 档案 beside a serial shown otherwise); its accessible name still names the serial. */
  children?: ReactNode;
}

/**
 * A serial as a link to its device file (/device/file/SUP…) when it is a serial by the SUP rule
 * and the user may open that route (the route guard's one rule, `canOpen`), otherwise `fallback`
 * (the plain serial). A copyable
 * serial keeps a copy icon beside the link. The schema's serial display uses it, and the areas
 * through src/app/shared/SerialLink.tsx.
 */
export function SerialLink({ serial, copyable, copyName, fallback, children }: SerialLinkProps) {
  const t = useText();
  const { user } = useAccessUser();
  const href = deviceFileHref(serial);
  if (!isValidSerial(serial) || !canOpen(routeTable(), user, href)) return <>{fallback ?? <span>{serial}</span>}</>;
  return (
    <span className="serial-link" data-copy={copyable ? copyName : undefined}>
      <Link to={href} aria-label={t('serial.openFile', { serial })} data-serial-link={serial} onClick={(e) => e.stopPropagation()}>{children ?? serial}</Link>
      {copyable && <SerialCopy text={serial} label={t('serial.copy', { serial })} />}
    </span>
  );
}
