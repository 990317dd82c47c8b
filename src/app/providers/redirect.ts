/** Where the app lands after login by default. */
export const HOME_PATH = '/dashboard';

/** A same-origin path to go to after login; anything else (absent, `//host`, `http:…`, /login) gives /dashboard. */
export function safeRedirect(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return HOME_PATH;
  if (redirect === '/login' || redirect.startsWith('/login?')) return HOME_PATH;
  return redirect;
}

/** `/login?redirect=<path+search>` for a page that needs a login. */
export const loginRedirect = (pathAndSearch: string): string =>
  `/login?redirect=${encodeURIComponent(pathAndSearch)}`;
