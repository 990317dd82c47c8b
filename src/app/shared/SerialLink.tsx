/**
 * A serial as a link to its device file (设备档案, /device/file/SUP…) when the user may open it,
 * plain text otherwise: `<SerialLink serial="SUP…" copyable? fallback? />`. The component is the
 * schema's (src/app/schema/fields/SerialLink.tsx), the one the `serial` field type renders with, so
 * a serial in a list, a detail page, a ticket, a decryption record or a shipment decides the same
 * way; the areas import it from here.
 */
export { SerialLink, deviceFileHref, type SerialLinkProps } from '../schema/fields/SerialLink.tsx';
