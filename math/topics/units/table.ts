/**
 * The units the `units` topic reads: every spelling a student types, the mathjs unit it stands for (mathjs does the
 * conversion), its dimension, and its exact size in SI base units as a decimal string — the legal definitions
 * (NIST SP 811 appendix B: 1 in = 0.0254 m, 1 ft = 0.3048 m, 1 yd = 0.9144 m, 1 mi = 1609.344 m,
 * 1 lb = 0.45359237 kg, 1 US gal = 3.785411784 L, ...; the metric tablespoon 15 mL and teaspoon 5 mL as in mathjs). The exact table is used to decide whether a converted value
 * is exact and, independently of mathjs, to verify it.
 */
export type Dimension = 'length' | 'area' | 'volume' | 'mass' | 'time' | 'speed' | 'temperature';

export interface UnitDef {
  /** The mathjs unit name. */
  math: string;
  /** How the answer shows it. */
  show: string;
  dim: Dimension;
  /** Size in SI base units (m, m², m³, kg, s, m/s), exact decimal or fraction string; '' for temperature. */
  si: string;
  /** Regex source of the spellings (accent-folded lower case). */
  words: string;
}

const L = (math: string, si: string, words: string): UnitDef => ({ math, show: math, dim: 'length', si, words });

/** Length units (also squared/cubed for area and volume: "square feet", "cm^3", "cubic inches"). */
export const LENGTHS: UnitDef[] = [
  L('mm', '1/1000', 'millimet(?:er|re)s?|mm'),
  L('cm', '1/100', 'centimet(?:er|re)s?|cm'),
  L('dm', '1/10', 'decimet(?:er|re)s?|dm'),
  L('km', '1000', 'kilomet(?:er|re)s?|km'),
  L('m', '1', 'met(?:er|re)s?|m'),
  L('in', '0.0254', 'inch(?:es)?|in'),
  L('ft', '0.3048', 'feet|foot|ft'),
  L('yd', '0.9144', 'yards?|yds?'),
  L('mi', '1609.344', 'miles?|mi'),
];

/** Every other unit. */
export const OTHERS: UnitDef[] = [
  { math: 'hectare', show: 'ha', dim: 'area', si: '10000', words: 'hectares?|ha' },
  { math: 'ml', show: 'mL', dim: 'volume', si: '1/1000000', words: 'millilit(?:er|re)s?|ml' },
  { math: 'cl', show: 'cL', dim: 'volume', si: '1/100000', words: 'centilit(?:er|re)s?|cl' },
  { math: 'dl', show: 'dL', dim: 'volume', si: '1/10000', words: 'decilit(?:er|re)s?|dl' },
  { math: 'l', show: 'L', dim: 'volume', si: '1/1000', words: 'lit(?:er|re)s?|l' },
  { math: 'gal', show: 'gal', dim: 'volume', si: '0.003785411784', words: 'gallons?|gal' },
  { math: 'quart', show: 'qt', dim: 'volume', si: '0.000946352946', words: 'quarts?|qt' },
  { math: 'pint', show: 'pt', dim: 'volume', si: '0.000473176473', words: 'pints?|pt' },
  { math: 'cup', show: 'cup', dim: 'volume', si: '0.0002365882365', words: 'cups?' },
  { math: 'floz', show: 'fl oz', dim: 'volume', si: '0.0000295735295625', words: 'fluid ounces?|fl\\.? ?oz' },
  { math: 'tablespoon', show: 'tbsp', dim: 'volume', si: '0.000015', words: 'tablespoons?|tbsp' },
  { math: 'teaspoon', show: 'tsp', dim: 'volume', si: '0.000005', words: 'teaspoons?|tsp' },
  { math: 'mg', show: 'mg', dim: 'mass', si: '1/1000000', words: 'milligrams?|mg' },
  { math: 'g', show: 'g', dim: 'mass', si: '1/1000', words: 'grams?|g' },
  { math: 'kg', show: 'kg', dim: 'mass', si: '1', words: 'kilograms?|kilos?|kg' },
  { math: 'tonne', show: 't', dim: 'mass', si: '1000', words: 'tonnes?|metric tons?|t' },
  { math: 'oz', show: 'oz', dim: 'mass', si: '0.028349523125', words: 'ounces?|oz' },
  { math: 'lbm', show: 'lb', dim: 'mass', si: '0.45359237', words: 'pounds?|lbs?' },
  { math: 'ton', show: 'ton', dim: 'mass', si: '907.18474', words: '(?:short )?tons?' },
  { math: 's', show: 's', dim: 'time', si: '1', words: 'seconds?|secs?|s' },
  { math: 'minute', show: 'min', dim: 'time', si: '60', words: 'minutes?|mins?' },
  { math: 'hour', show: 'h', dim: 'time', si: '3600', words: 'hours?|hrs?|h' },
  { math: 'day', show: 'days', dim: 'time', si: '86400', words: 'days?' },
  { math: 'week', show: 'weeks', dim: 'time', si: '604800', words: 'weeks?|wks?' },
  { math: 'mi/h', show: 'mph', dim: 'speed', si: '0.44704', words: 'mph|miles? per hour|mi/h|mi/hr' },
  { math: 'km/h', show: 'km/h', dim: 'speed', si: '5/18', words: 'km/h|km/hr|kph|kmh|kilomet(?:er|re)s? per hour|km per hour' },
  { math: 'm/s', show: 'm/s', dim: 'speed', si: '1', words: 'm/s|met(?:er|re)s? per second' },
  { math: 'ft/s', show: 'ft/s', dim: 'speed', si: '0.3048', words: 'ft/s|ft/sec|feet per second' },
  {
    math: 'degC',
    show: '°C',
    dim: 'temperature',
    si: '',
    words: '°c|degrees? c(?:elsius)?|degrees? centigrade|celsius|centigrade|c',
  },
  { math: 'degF', show: '°F', dim: 'temperature', si: '', words: '°f|degrees? f(?:ahrenheit)?|fahrenheit|f' },
  { math: 'K', show: 'K', dim: 'temperature', si: '', words: 'kelvins?|k' },
];

/** A unit as read: its definition and the power of a length unit (2 for "square feet", 3 for "cm^3"). */
export interface ReadUnit {
  def: UnitDef;
  power: 1 | 2 | 3;
}

const SQ = '(?:square|sq\\.?)';
const CU = '(?:cubic|cu\\.?)';
const LEN = LENGTHS.map((u) => u.words).join('|');
/** One unit phrase, as a regex source with no capture groups. */
export const UNIT_PHRASE = `(?:${SQ} (?:${LEN})|${CU} (?:${LEN})|(?:${LEN})(?:\\^[23]| squared| cubed|²|³)|${OTHERS.map((u) => u.words).join('|')}|${LEN})`;

/** Reads one unit phrase ("square feet", "cm^3", "km/h", "°F"); null when unknown. */
export function readUnit(phrase: string): ReadUnit | null {
  const p = phrase.trim().replace(/\s+/g, ' ');
  const pow = (s: string): 1 | 2 | 3 =>
    /^(?:square|sq)|\^2$|squared$|²$/.test(s) ? 2 : /^(?:cubic|cu)|\^3$|cubed$|³$/.test(s) ? 3 : 1;
  const bare = p.replace(new RegExp(`^(?:${SQ}|${CU}) `), '').replace(/(?:\^[23]| squared| cubed|²|³)$/, '');
  for (const def of OTHERS) if (new RegExp(`^(?:${def.words})$`).test(p)) return { def, power: 1 };
  for (const def of LENGTHS) if (new RegExp(`^(?:${def.words})$`).test(bare)) return { def, power: pow(p) };
  return null;
}

/** The mathjs spelling, display spelling and dimension of a read unit. */
export function unitInfo(u: ReadUnit): { math: string; show: string; dim: Dimension } {
  if (u.power === 1) return { math: u.def.math, show: u.def.show, dim: u.def.dim };
  return { math: `${u.def.math}^${u.power}`, show: `${u.def.show}^${u.power}`, dim: u.power === 2 ? 'area' : 'volume' };
}
