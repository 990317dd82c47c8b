/**
 * The dealers of the customers one render shows, asked in one call: each display asks for its
 * phone, the phones asked within one tick go out together (GET /erp/dealers?phone=a,b, at most
 * DEALER_BATCH a call), and each answer is kept a minute (a list reread soon after asks nothing).
 */

/** The most phones one call takes (the endpoint's limit). */
export const DEALER_BATCH = 50;
const KEEP_MS = 60_000;

/** A phone's dealer, or null when its account is linked to none. */
export interface Dealer {
  company_id: number;
  company_name: string;
}

/** Asks the server for some phones' dealers (`{ list: [{ phone, company_id, company_name }] }`). */
export type FetchDealers = (phones: readonly string[]) => Promise<{ list: ({ phone: string } & Dealer)[] }>;

interface Kept {
  at: number;
  dealer: Promise<Dealer | null>;
}

/** A batcher over one fetch function (one per app: the display makes it with its data provider). */
export function createDealerBatch(fetchDealers: FetchDealers, now: () => number = Date.now) {
  const kept = new Map<string, Kept>();
  let waiting = new Map<string, (dealer: Dealer | null) => void>();
  let failing = new Map<string, (err: unknown) => void>();
  let scheduled = false;

  async function flush(): Promise<void> {
    scheduled = false;
    const resolve = waiting;
    const reject = failing;
    waiting = new Map();
    failing = new Map();
    const phones = [...resolve.keys()];
    for (let i = 0; i < phones.length; i += DEALER_BATCH) {
      const part = phones.slice(i, i + DEALER_BATCH);
      try {
        const answer = await fetchDealers(part);
        const found = new Map(answer.list.map((d) => [d.phone, { company_id: d.company_id, company_name: d.company_name }]));
        for (const p of part) resolve.get(p)?.(found.get(p) ?? null);
      } catch (err) {
        // a failed look-up is not kept: the next render asks again
        for (const p of part) {
          kept.delete(p);
          reject.get(p)?.(err);
        }
      }
    }
  }

  return function dealerOf(phone: string): Promise<Dealer | null> {
    const hit = kept.get(phone);
    if (hit && now() - hit.at < KEEP_MS) return hit.dealer;
    const dealer = new Promise<Dealer | null>((res, rej) => {
      waiting.set(phone, res);
      failing.set(phone, rej);
    });
    kept.set(phone, { at: now(), dealer });
    if (!scheduled) {
      scheduled = true;
      setTimeout(() => void flush(), 0);
    }
    return dealer;
  };
}
