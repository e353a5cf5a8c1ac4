/**
 * GET area/find: the area a point lies in (the nearest whose circle holds it), or 404.
 * `populated=true` adds the area's place in the hierarchy (area, city, country) as
 * `levels`, cut to `levelsNeeded` entries (1–3, default 3).
 *
 * Answer: {area, levels?}.
 */
import type { Area } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { fail, ok, read, route } from '../../http.ts';
import { findArea, type AreaRecord } from './geo.ts';
import { buildScenarios } from './scenarios.ts';
import { notFound, queryFields } from './support.ts';

export interface AreaLevel {
  name: string;
  name_ar?: string;
}

function toWireArea(row: AreaRecord): Area {
  const { polygonCenter: _center, radiusKm: _radius, ...area } = row;
  return area;
}

function levelsOf(area: AreaRecord): AreaLevel[] {
  return [
    { name: area.name, ...(area.name_ar ? { name_ar: area.name_ar } : {}) },
    { name: area.city, ...(area.city_ar ? { name_ar: area.city_ar } : {}) },
    { name: 'United Arab Emirates', name_ar: 'الإمارات العربية المتحدة' },
  ];
}

const handlers = [
  route('areaFind', ({ query }) => {
    const fields = queryFields(query);
    const lat = read.number(fields, 'lat', { min: -90, max: 90 });
    const lng = read.number(fields, 'lng', { min: -180, max: 180 });
    const populated = read.boolean(fields, 'populated');
    const levelsNeeded = read.number(fields, 'levelsNeeded', { required: false, min: 1, max: 3 });
    const area = findArea(db().tables.areas, [lat, lng]);
    if (!area) throw notFound('Area not found');
    const levels = levelsOf(area).slice(0, Number.isNaN(levelsNeeded) ? 3 : Math.floor(levelsNeeded));
    return ok({ area: toWireArea(area), ...(populated ? { levels } : {}) });
  }),
];

export const areaScenarios = buildScenarios({
  domain: 'area',
  handlers,
  cases: { notFound: [route('areaFind', () => fail(404, 'Area not found', 'area_not_found'))] },
});
