import { useText } from '../../../locales/useText.ts';
import { sandboxDocument } from '../../../ui/sandboxDocument.ts';

/** The email as it was sent: its HTML in an iframe with `sandbox=""` (no scripts, no same origin) and a CSP forbidding scripts. */
export function EmailBody({ html }: { html: string }) {
  const t = useText();
  return (
    <iframe
      title={t('nt.body')}
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={sandboxDocument(html)}
      data-testid="email-body"
      style={{ width: '100%', height: 420, border: '1px solid #f0f0f0', borderRadius: 6, background: '#fff' }}
    />
  );
}
