import { theme } from 'antd';
import { createContext, useContext, type ReactNode } from 'react';

const AntdHashContext = createContext('');

/**
 * antd's style hash class (`css-…`): its styles apply only to elements carrying it. Read once
 * here, so light stand-ins for antd components (LightTag) carry it without a style hook each.
 */
export function AntdHashProvider({ children }: { children: ReactNode }) {
  const { hashId } = theme.useToken();
  return <AntdHashContext.Provider value={hashId}>{children}</AntdHashContext.Provider>;
}

/** antd's style hash class, from AntdHashProvider. */
export const useAntdHash = (): string => useContext(AntdHashContext);
