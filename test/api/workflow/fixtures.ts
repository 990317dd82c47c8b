import type { TestServer, TestUser } from '../../helpers/testServer.ts';

/** Test set-up of the workflow area: types and tickets created through the API. */

export type Rec = Record<string, unknown> & { id: number; version: number; status: string };

export async function post(s: TestServer, path: string, body: Record<string, unknown>, as: TestUser = 'admin'): Promise<Rec> {
  const res = await s.request('POST', path, { as, body });
  if (res.status !== 200) throw new Error(`POST ${path} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as unknown as Rec;
}

let typeSeq = 0;

/** A valid type body: SLA 4/24/72/168 hours, no default handler, one required select and an optional number. */
export const validType = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: `设备故障${++typeSeq}`,
  category: '售后',
  enabled: true,
  sort: typeSeq,
  default_priority: 'normal',
  sla_urgent: 4,
  sla_high: 24,
  sla_normal: 72,
  sla_low: 168,
  form_json: [
    { name: 'symptom', label: '故障现象', type: 'select', required: true, options: ['不出光', '报警', '异响'] },
    { name: 'hours', label: '累计工时', type: 'number' },
  ],
  ...over,
});

export const createType = (s: TestServer, over: Record<string, unknown> = {}) => post(s, '/workflow/type', validType(over));

/** A type whose form asks for a symptom and takes a photo (an upload the ticket refers to). */
export const createPhotoType = (s: TestServer) =>
  createType(s, {
    form_json: [
      { name: 'symptom', label: '故障现象', type: 'select', required: true, options: ['不出光', '报警'] },
      { name: 'photo', label: '现场照片', type: 'image' },
    ],
  });

export const validTicket = (typeId: number, over: Record<string, unknown> = {}): Record<string, unknown> => ({
  title: '激光器不出光',
  type_id: typeId,
  description: '客户反映开机后激光器不出光，报警灯常亮。',
  extra_json: { symptom: '不出光' },
  ...over,
});

export const createTicket = (s: TestServer, typeId: number, over: Record<string, unknown> = {}, as: TestUser = 'admin') =>
  post(s, '/workflow/bucket', validTicket(typeId, over), as);

/** The id of a demo account. */
export async function accountId(s: TestServer, username: string): Promise<number> {
  return (await s.db.selectFrom('admin').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
}

/** The ticket as the API shows it now. */
export async function ticket(s: TestServer, id: number, as: TestUser = 'admin'): Promise<Rec> {
  const res = await s.request('GET', `/workflow/bucket/${id}`, { as });
  if (res.status !== 200) throw new Error(`GET ticket ${id}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as unknown as Rec;
}
