import type { FieldDef, ResourceDef, ScreenDef } from '../../../../resources/define.ts';
import { listColumnNames } from '../../../../resources/catalogs/listFields.ts';

/** How many of a list's other columns a phone's card shows under its title. */
export const CARD_FIELDS = 4;

/** A column at least this wide (its declared `ui.width`) takes a card's whole line; narrower ones go two to a line. */
const WIDE_COLUMN = 150;

/** What a list's card shows on a phone, derived from the declaration. */
export interface CardFields {
  /** The record's title field (its number, name …): the card's heading. */
  title: FieldDef | undefined;
  /** The status field, as a tag beside the heading (resources with a status machine). */
  status: FieldDef | undefined;
  /** The list's first columns other than those two, then the columns marked `ui.card`. */
  rest: FieldDef[];
  /** The names of `rest` that take a whole line (wide values: numbers with their copy icon, times). */
  wide: ReadonlySet<string>;
}

const isWide = (f: FieldDef): boolean => (f.ui?.width ?? 0) >= WIDE_COLUMN || f.type === 'datetime' || f.type === 'textarea';

/**
 * The key fields of a screen's list for its cards: the title field, the status tag, the first
 * `CARD_FIELDS` other columns and any column marked `ui.card` (a ticket's due time, with its
 * 已超时), in the list's order. No resource writes a card of its own.
 */
export function cardFieldsOf(resource: ResourceDef, screen: ScreenDef): CardFields {
  const field = (name: string | undefined) => (name ? resource.fields.find((f) => f.name === name) : undefined);
  const title = field(resource.titleField);
  const status = field(resource.status?.field);
  const others = listColumnNames(resource, screen).filter((name) => name !== title?.name && name !== status?.name);
  const rest = others
    .filter((name, i) => i < CARD_FIELDS || field(name)?.ui?.card)
    .map((name) => field(name) as FieldDef);
  return { title, status, rest, wide: new Set(rest.filter(isWide).map((f) => f.name)) };
}
