import type { Generated } from 'kysely';
import type { EventColumns } from '../../db/tables.ts';

/** Tables of the workflow area (migration 2026_11_26_0011_workflow); `Database` (src/server/db/tables.ts) extends this interface. */

interface RecordColumns {
  id: Generated<number>;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

export interface WorkflowTypeTable extends RecordColumns {
  name: string;
  category: string;
  /** 1 enabled, 0 disabled. */
  enabled: Generated<number>;
  sort: Generated<number>;
  default_handler_id: number | null;
  default_priority: Generated<string>;
  sla_urgent: Generated<number>;
  sla_high: Generated<number>;
  sla_normal: Generated<number>;
  sla_low: Generated<number>;
  /** The extra fields as JSON text (src/domain/ticketForm.ts). */
  form_json: string | null;
  description: string | null;
  created_by: number | null;
}

export interface WorkflowBucketTable extends RecordColumns {
  no: string;
  title: string;
  type_id: number;
  status: Generated<string>;
  priority: Generated<string>;
  handler_id: number | null;
  created_by: number;
  due_at: string | null;
  model: string | null;
  link_kind: string | null;
  link_no: string | null;
  description: string;
  extra_json: string | null;
  attachments: string | null;
  result: string | null;
  question_id: number | null;
  closed_at: string | null;
}

export interface WorkflowQuestionTable extends RecordColumns {
  title: string;
  model: string | null;
  category: string;
  answer: string;
  created_by: number | null;
}

export interface WorkflowBucketEventTable extends EventColumns {
  workflow_bucket_id: number;
}

export interface WorkflowTypeEventTable extends EventColumns {
  workflow_type_id: number;
}

export interface WorkflowQuestionEventTable extends EventColumns {
  workflow_question_id: number;
}

export interface WorkflowTables {
  workflow_type: WorkflowTypeTable;
  workflow_type_event: WorkflowTypeEventTable;
  workflow_question_event: WorkflowQuestionEventTable;
  workflow_bucket: WorkflowBucketTable;
  workflow_bucket_event: WorkflowBucketEventTable;
  workflow_question: WorkflowQuestionTable;
  workflow_bucket_count: { status: string; n: number };
}
