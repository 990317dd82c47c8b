import { Typography } from 'antd';
import { resources } from '../../../../../resources/index.ts';
import { variableLabel } from '../../../../../resources/notifications/notifyWords.ts';
import { useText } from '../../../locales/useText.ts';
import { RecordText } from '../../../shared/messages/RecordText.tsx';

const text = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

/**
 * A notification's template variables as a two-column table: each name with its Chinese meaning
 * (`customer_name（客户姓名）`, the template's declaration: notifyWords.ts), each value with the
 * records it names as links.
 */
export function VariablesTable({ variables, templateCode }: { variables: unknown; templateCode?: string | null }) {
  const t = useText();
  const entries = variables && typeof variables === 'object' && !Array.isArray(variables) ? Object.entries(variables) : [];
  if (!entries.length) return <Typography.Text type="secondary">{t('nt.noVariables')}</Typography.Text>;
  return (
    <table className="nt-variables" data-testid="nt-variables">
      <caption className="nt-hidden">{t('nt.variables')}</caption>
      <thead><tr><th scope="col">{t('nt.variable')}</th><th scope="col">{t('nt.value')}</th></tr></thead>
      <tbody>
        {entries.map(([k, v]) => {
          const label = variableLabel(resources, templateCode, k);
          return (
            <tr key={k}>
              <th scope="row"><code>{k}</code>{label && <span className="nt-variable-label">（{label}）</span>}</th>
              <td><RecordText text={text(v)} /></td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
