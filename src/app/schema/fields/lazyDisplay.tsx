import { lazy, Suspense, type ComponentType } from 'react';
import { formatDate } from '../../../domain/dates.ts';
import type { FieldViewProps } from './types.ts';

const EMPTY = '-';

/** What stands in for a lazy display while it loads: the value as text, a time in China time by the one formatter (never a raw ISO string). */
export function plainText({ field, value }: FieldViewProps): string {
  if (value === null || value === undefined || typeof value === 'object') return EMPTY;
  if (field.type === 'datetime') return formatDate(String(value), 'datetime');
  if (field.type === 'date') return formatDate(String(value), 'date');
  return String(value);
}

/**
 * An area's display, loaded with the first cell that shows it (its own chunk, so every other
 * list does not carry it); the value as text stands in while it loads.
 */
export function lazyDisplay(load: () => Promise<ComponentType<FieldViewProps>>): ComponentType<FieldViewProps> {
  const Display = lazy(async () => ({ default: await load() }));
  return function LazyDisplay(props: FieldViewProps) {
    const plain = plainText(props);
    return (
      <Suspense fallback={<span>{plain}</span>}>
        <Display {...props} />
      </Suspense>
    );
  };
}

