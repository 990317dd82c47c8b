import { useDataProvider } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { ticketTypes } from '../../../../resources/workflow/ticketTypes.ts';
import { checkTicketForm, type TicketFormField } from '../../../domain/ticketForm.ts';
import type { TicketPriority } from '../../../../resources/workflow/ticketStates.ts';

/** A ticket type as the ticket form uses it (the declared `optionFields` of ticketTypes). */
export interface TicketTypeOption {
  value: number;
  label: string;
  enabled: boolean;
  default_priority: TicketPriority | null;
  default_handler_id: number | null;
  fields: TicketFormField[];
}

const OPTIONS_PATH = ticketTypes.endpoints.options?.path ?? '';

/** A type's extra fields as stored; a stored list the rule refuses shows none rather than breaking the form. */
const fieldsOf = (raw: unknown): TicketFormField[] => {
  const checked = checkTicketForm(raw);
  return checked.ok ? checked.value : [];
};

function typesOf(data: unknown): TicketTypeOption[] {
  const list = (data as { list?: unknown } | undefined)?.list;
  if (!Array.isArray(list)) return [];
  return list.map((o: Record<string, unknown>) => ({
    value: Number(o.value),
    label: String(o.label),
    enabled: o.enabled !== false,
    default_priority: (o.default_priority ?? null) as TicketPriority | null,
    default_handler_id: typeof o.default_handler_id === 'number' ? o.default_handler_id : null,
    fields: fieldsOf(o.form_json),
  }));
}

/** Every ticket type with its extra fields and defaults (GET /workflow/type/options). */
export function useTicketTypes(): { types: TicketTypeOption[]; loading: boolean } {
  const getProvider = useDataProvider();
  const { data, isLoading } = useQuery({
    queryKey: ['ticket-types', OPTIONS_PATH],
    queryFn: async () => {
      const res = await getProvider().custom?.({ url: OPTIONS_PATH, method: 'get' });
      return res?.data ?? null;
    },
    // read again on each form's mount: a type just added or changed shows at once
    staleTime: 0,
    retry: false,
  });
  return { types: typesOf(data), loading: isLoading };
}
