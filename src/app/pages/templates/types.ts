/** An email template as `/system/template` answers it. */
export interface EmailTemplate {
  id: number;
  code: string;
  name: string;
  subject: string;
  body: string;
  sample: Record<string, unknown>;
  variables: string[];
  updated_at: string;
  version: number;
}
