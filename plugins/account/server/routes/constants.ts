/** The constant lists of my account (§7): education, countries (ISO 3166-1 alpha-2), cities by prefix. */
import { cityMapping } from 'city-timezones';
import type { ServerApp } from '@lemma/sdk/server';
import { EDUCATION } from '../../shared/contract';
import { cityListQuery } from '../schemas';

const COUNTRIES = [
  ...new Set(cityMapping.map((c) => c.iso2).filter((c): c is string => typeof c === 'string' && /^[A-Z]{2}$/.test(c))),
].sort();
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const CITIES = cityMapping
  .filter((c) => c.iso2 && c.city)
  .map((c) => ({ city: c.city, province: c.province ?? '', country: c.iso2, pop: c.pop ?? 0, key: fold(c.city_ascii || c.city) }))
  .sort((a, b) => b.pop - a.pop);

export function registerConstantRoutes(app: ServerApp): void {
  app.get('/constants/education-list', async () => ({ educationList: EDUCATION }));
  /** ISO 3166-1 alpha-2 codes; the client names them in the user's language (Intl.DisplayNames). */
  app.get('/constants/country-list', async () => ({ countries: COUNTRIES }));
  /** Cities whose name starts with `cityName` (accents ignored), largest first, at most 20. */
  app.get('/constants/city-list', { schema: { querystring: cityListQuery } }, async (req) => {
    const q = fold(req.query.cityName);
    const cities = CITIES.filter((c) => c.key.startsWith(q) && (!req.query.country || c.country === req.query.country))
      .slice(0, 20)
      .map(({ city, province, country }) => ({ city, province, country }));
    return { cities };
  });
}
