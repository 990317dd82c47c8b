import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { withCheckDigit } from '../../src/domain/erp/creditCode.ts';
import { renderApp } from '../helpers/renderApp.tsx';
import { uiServer } from '../helpers/setupUi.ts';
import { createTestServer, type TestServer } from '../helpers/testServer.ts';
import { storeSession } from '../helpers/uiApi.ts';

/**
 * The dealer beside a customer on the repairs list: the customer whose phone's account is linked
 * to a company shows 经销商：<company> (a link to its orders for a super admin), the others just
 * their name; the phones of the page go out in one erp.dealers call. A user who may not call it
 * sees the names only, and no call is made.
 */

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A server with three repairs (two linked customers, one not) behind /api/cms, counting the dealers' calls. */
async function start(): Promise<{ s: TestServer; dealerCalls: string[] }> {
  const now = Date.now();
  const s = await createTestServer({ now });
  const at = new Date(now).toISOString();
  const g = await s.db.insertInto('erp_group').values({ name: '华南组', created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
  const company = await s.db.insertInto('erp_company').values({ name: '深圳光速经销有限公司', credit_code: withCheckDigit('9144030000000001'), group_id: g.id, contact: '刘', phone: '13800000009', created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
  for (const [username, phone] of [['linked_a', '13911112222'], ['linked_b', '13911113333'], ['loner', '13911114444']] as const) {
    const c = await s.db.insertInto('customer').values({ username, name: username, phone, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
    if (username !== 'loner') await s.db.insertInto('erp_relation').values({ user_id: c.id, company_id: company.id, created_at: at, updated_at: at }).execute();
  }
  let n = 0;
  for (const [name, phone] of [['关联甲', '13911112222'], ['关联乙', '13911113333'], ['散客丙', '13911114444']] as const) {
    n += 1;
    await s.db.insertInto('repair').values({ no: `WX2026113000${n}`, type: 1, serial: 'SUP01AB2601', customer_name: name, customer_phone: phone, fault: '不出光', created_at: at, updated_at: at }).execute();
  }
  const dealerCalls: string[] = [];
  uiServer.use(
    http.all('*/api/cms/*', ({ request }) => {
      if (new URL(request.url).pathname === '/api/cms/erp/dealers') dealerCalls.push(new URL(request.url).searchParams.get('phone') ?? '');
      return s.app.fetch(request);
    }),
  );
  return { s, dealerCalls };
}

describe('the dealer tag on repairs', () => {
  it('shows the dealer of linked customers, looked up in one call, the tag linking to the company\'s orders', { timeout: 90_000 }, async () => {
    const { s, dealerCalls } = await start();
    server = s;
    await storeSession(s, 'superadmin');
    renderApp('/repair/list');
    await waitFor(() => expect(screen.getAllByTestId('erp-dealer-tag')).toHaveLength(2), { timeout: 30_000 });
    for (const tag of screen.getAllByTestId('erp-dealer-tag')) {
      expect(tag).toHaveTextContent('深圳光速经销有限公司');
      expect(tag).toHaveAttribute('title', '经销商：深圳光速经销有限公司');
    }
    const link = screen.getByRole('link', { name: '关联甲 所属经销商「深圳光速经销有限公司」，查看其采购单' });
    const companyId = (await s.db.selectFrom('erp_company').select('id').executeTakeFirstOrThrow()).id;
    expect(link).toHaveAttribute('href', `/erp/company/purchase/${companyId}`);
    expect(screen.getByText('散客丙')).toBeInTheDocument();
    expect(dealerCalls).toHaveLength(1);
    expect(dealerCalls[0].split(',').sort()).toEqual(['13911112222', '13911113333', '13911114444']);
  });

  it('a user who may not call the look-up sees the names only', { timeout: 90_000 }, async () => {
    const { s, dealerCalls } = await start();
    server = s;
    // a customer-level account given the repairs' right: below staff, so not the dealers' look-up
    const member = await s.db.selectFrom('admin').select('id').where('username', '=', 'member').executeTakeFirstOrThrow();
    await s.db.insertInto('admin_permission').values({ admin_id: member.id, action: 'manage_needs_repair' }).execute();
    await storeSession(s, 'member');
    renderApp('/repair/list');
    expect(await screen.findByText('关联甲', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByText('散客丙')).toBeInTheDocument();
    // the allowed user's tags came within the same time of the list (the first test); give the displays as long
    await new Promise((r) => setTimeout(r, 3000));
    expect(screen.getByText('关联甲')).toBeInTheDocument();
    expect(screen.queryByTestId('erp-dealer-tag')).toBeNull();
    expect(dealerCalls).toEqual([]);
  });
});
