import type { VendorCode } from '../../../../resources/notifications/vendorCodes.ts';
import { useText } from '../../locales/useText.ts';

/** A channel's vendor codes with their Chinese meaning and what to do (resources/notifications/vendorCodes.ts). */
export function VendorCodeTable({ codes, caption }: { codes: readonly VendorCode[]; caption: string }) {
  const t = useText();
  return (
    // a scrolling box the keyboard can reach (and scroll) too
    <div className="nt-code-table" tabIndex={0} role="region" aria-label={caption}>
      <table className="nt-variables" data-testid="vendor-codes">
        <caption className="nt-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('nt.code')}</th>
            <th scope="col">{t('nt.codeMeaning')}</th>
            <th scope="col">{t('nt.codeAction')}</th>
          </tr>
        </thead>
        <tbody>
          {codes.map((c) => (
            <tr key={c.code}>
              <th scope="row"><code>{c.code}</code></th>
              <td>{c.meaning}</td>
              <td>{c.action ?? '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
