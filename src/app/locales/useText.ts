import { useTranslation } from '@refinedev/core';
import { useCallback } from 'react';
import type { Translate } from './text.ts';

/** The app's typed translate function, through refine's i18n provider. */
export function useText(): Translate {
  const { translate } = useTranslation();
  return useCallback<Translate>((key, params) => translate(key, params ?? {}), [translate]);
}
