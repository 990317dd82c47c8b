import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { REDIRECT_PREFIX } from '../shell/tabs/tabModel.ts';

/** `/__redirect/<path>`: re-mounts the page at `<path>` (the tab bar's 刷新) by replacing the location. */
export function RedirectPage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const rest = pathname.slice(REDIRECT_PREFIX.length) || '/';
    void navigate(`${rest}${search}`, { replace: true });
  }, [pathname, search, navigate]);
  return null;
}
