/** What GET /erp/company/:id/purchases answers (money in fen). */
export interface CompanyPurchasesAnswer {
  company: {
    id: number;
    name: string;
    credit_code: string;
    contact: string;
    phone: string;
    address: string | null;
    credit_limit: number;
    state: string;
    group_name: string | null;
    discount_rate: number;
  };
  summary: { orders: number; open: number; total: number; paid: number; returned: number; due: number };
  list: CompanyOrder[];
  total: number;
}

/** One order of the company. */
export interface CompanyOrder {
  id: number;
  no: string;
  state: string;
  quantity: number;
  shipped_quantity: number;
  total: number;
  returned_amount: number;
  paid: number;
  due: number;
  created_at: string;
}
