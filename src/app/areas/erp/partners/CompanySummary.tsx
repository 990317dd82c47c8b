import { Alert, Descriptions } from 'antd';
import { erpCompanies } from '../../../../../resources/erp/companies.ts';
import { formatMoney } from '../../../../domain/money.ts';
import { useText } from '../../../locales/useText.ts';
import { EnumValue } from '../../../schema/fields/displays.tsx';
import type { CompanyPurchasesAnswer } from './companyPurchasesApi.ts';

const STATE = erpCompanies.fields.find((f) => f.name === 'state')!;

/** The company's card (code, group and discount, contact, credit limit, state) and its figures. */
export function CompanySummary({ answer }: { answer: CompanyPurchasesAnswer }) {
  const t = useText();
  const { company, summary } = answer;
  const figures: [string, string, string][] = [
    ['orders', t('erp.company.sum.orders'), String(summary.orders)],
    ['open', t('erp.company.sum.open'), String(summary.open)],
    ['total', t('erp.company.sum.total'), formatMoney(summary.total)],
    ['returned', t('erp.company.sum.returned'), formatMoney(summary.returned)],
    ['paid', t('erp.company.sum.paid'), formatMoney(summary.paid)],
    ['due', t('erp.company.sum.due'), formatMoney(summary.due)],
  ];
  const overLimit = company.credit_limit > 0 && summary.due > company.credit_limit;
  return (
    <>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} className="erp-company-card" data-testid="erp-company-card">
        <Descriptions.Item label={t('erp.company.creditCode')}>{company.credit_code}</Descriptions.Item>
        <Descriptions.Item label={t('erp.company.group')}>{company.group_name ? t('erp.company.groupOf', { name: company.group_name, rate: company.discount_rate }) : '-'}</Descriptions.Item>
        <Descriptions.Item label={t('erp.company.state')}><EnumValue field={STATE} value={company.state} /></Descriptions.Item>
        <Descriptions.Item label={t('erp.company.contact')}>{`${company.contact} ${company.phone}`}</Descriptions.Item>
        <Descriptions.Item label={t('erp.company.creditLimit')}>{formatMoney(company.credit_limit)}</Descriptions.Item>
        <Descriptions.Item label={t('erp.company.address')}>{company.address || '-'}</Descriptions.Item>
      </Descriptions>
      <h3 className="erp-company-h3">{t('erp.company.summary')}</h3>
      <dl className="erp-company-figures" data-testid="erp-company-figures">
        {figures.map(([key, label, value]) => (
          <div key={key} className={`erp-company-figure${key === 'due' && summary.due > 0 ? ' erp-company-due' : ''}`} data-figure={key}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {overLimit && <Alert type="warning" showIcon message={t('erp.company.overLimit', { due: formatMoney(summary.due), limit: formatMoney(company.credit_limit) })} style={{ marginBottom: 16 }} />}
    </>
  );
}
