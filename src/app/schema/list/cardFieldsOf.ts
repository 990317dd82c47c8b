import type { FieldDef, ResourceDef, ScreenDef } from '../../../../resources/define.ts';
import { listColumnNames } from '../../../../resources/catalogs/listFields.ts';

/** How many of a list's other columns a phone's card shows under its title. */
export const CARD_FIELDS = 4;

/** What a list's card shows on a phone, derived from the declaration. */
export interface CardFields {
  /** The record's title field (its number, name …): the card's heading. */
  title: FieldDef | undefined;
  /** The status field, as a tag beside the heading (resources with a status machine). */
  status: FieldDef | undefined;
  /** The list's first columns other than those two. */
  rest: FieldDef[];
}

/**
 * The key fields of a screen's list for its cards: the title field, the status tag and the first
 * `CARD_FIELDS` other columns, in the list's order. No resource writes a card of its own.
 */
export function cardFieldsOf(resource: ResourceDef, screen: ScreenDef): CardFields {
  const field = (name: string | undefined) => (name ? resource.fields.find((f) => f.name === name) : undefined);
  const title = field(resource.titleField);
  const status = field(resource.status?.field);
  const rest = listColumnNames(resource, screen)
    .filter((name) => name !== title?.name && name !== status?.name)
    .slice(0, CARD_FIELDS)
    .map((name) => field(name) as FieldDef);
  return { title, status, rest };
}
