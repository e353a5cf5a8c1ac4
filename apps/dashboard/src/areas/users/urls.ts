/** The point-of-sale users area (vendor spec §7 Users). */
export const usersUrls = {
  list: () => '/users',
  user: (id: string) => `/users/${encodeURIComponent(id)}`,
};
