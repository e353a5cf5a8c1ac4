export const overviewUrls = {
  home: () => '/',
};
