import { render } from '@testing-library/react';
import { Table } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());

/**
 * The build patch filterDropdownStub (build/patches) answers antd Table's column filter
 * dropdown with a stub that throws. It applies in the tests as in the build, so a column with
 * `filters` fails here the way it fails in production.
 */
describe('antd Table column filters (build patch filterDropdownStub)', () => {
  it('a column that declares filters fails loudly, as in the build', () => {
    // React reports the thrown render error to the console as well
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const columns = [{ title: '状态', dataIndex: 'status', filters: [{ text: '待处理', value: 'pending' }] }];
    expect(() => render(<Table rowKey="id" columns={columns} dataSource={[{ id: 1, status: 'pending' }]} />)).toThrow(/column filters are not part of this build/);
  });

  it('a column without filters renders', () => {
    const { container } = render(<Table rowKey="id" columns={[{ title: '状态', dataIndex: 'status' }]} dataSource={[{ id: 1, status: 'pending' }]} pagination={false} />);
    expect(container.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(1);
  });
});
