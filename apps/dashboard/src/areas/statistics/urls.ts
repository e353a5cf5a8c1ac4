/** The statistics area (vendor spec §7 Statistics). The period lives in the query (`f.period` …, useListState). */
export const statisticsUrls = {
  statistics: () => '/statistics',
};
