/** Group levels of section 3/9: a user's group is a number; a route's group is a minimum. */
export const GROUP = {
  member: 1,
  editor: 64,
  admin: 128,
  superAdmin: 512,
} as const;

/** The labels staff see for each level. */
export const GROUP_LABELS: Record<number, string> = {
  [GROUP.member]: '普通用户',
  [GROUP.editor]: '员工',
  [GROUP.admin]: '管理员',
  [GROUP.superAdmin]: '超级管理员',
};

export const isEditor = (group: number): boolean => group >= GROUP.editor;
export const isAdmin = (group: number): boolean => group >= GROUP.admin;
export const isSuperAdmin = (group: number): boolean => group >= GROUP.superAdmin;

/** The label of the highest level a group number reaches. */
export function groupLabel(group: number): string {
  const level = [GROUP.superAdmin, GROUP.admin, GROUP.editor, GROUP.member].find((g) => group >= g);
  return level ? GROUP_LABELS[level] : '访客';
}
