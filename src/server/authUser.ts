/** The logged-in admin of a request, with permissions read from the database on this request. */
export interface AuthUser {
  id: number;
  username: string;
  name: string;
  group: number;
  status: number;
  permissions: string[];
  sessionId: number;
}
