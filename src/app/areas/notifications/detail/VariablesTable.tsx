import { Typography } from 'antd';
import { useText } from '../../../locales/useText.ts';

const text = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

/** A notification's template variables as a two-column table. */
export function VariablesTable({ variables }: { variables: unknown }) {
  const t = useText();
  const entries = variables && typeof variables === 'object' && !Array.isArray(variables) ? Object.entries(variables) : [];
  if (!entries.length) return <Typography.Text type="secondary">{t('nt.noVariables')}</Typography.Text>;
  return (
    <table className="nt-variables" data-testid="nt-variables">
      <caption className="nt-hidden">{t('nt.variables')}</caption>
      <thead><tr><th scope="col">{t('nt.variable')}</th><th scope="col">{t('nt.value')}</th></tr></thead>
      <tbody>{entries.map(([k, v]) => <tr key={k}><th scope="row"><code>{k}</code></th><td>{text(v)}</td></tr>)}</tbody>
    </table>
  );
}
