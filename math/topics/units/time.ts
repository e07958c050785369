/**
 * Units tasks on clock time: `time-shift` "What is 45 minutes after 11:30 AM?", "2 hours 15 minutes before 1:05 pm",
 * "3:40 pm + 2 h 35 min" (answered on the same clock: 12-hour with AM/PM when the question used it, else 24-hour);
 * `elapsed` "how long from 9:40 to 13:15", "how many minutes between 9:40 am and 1:15 pm" (a later time on the next
 * day when the end is earlier). Minutes since midnight, modulo 1440. Source: OpenStax Prealgebra 2e §1.x word
 * problems on time (CC BY 4.0).
 */
import type { Budget } from '../../budget';
import type { TopicAnswer, TopicReading } from '../types';
import type { AnswerWords } from '../../answerWords';
import { prep, require_, step } from '../geometry/util';

const CLOCK = '(\\d{1,2})(?::(\\d{2}))?\\s*(a\\.?m\\.?|p\\.?m\\.?)?';
const CLOCK_STRICT = '(\\d{1,2}):(\\d{2})\\s*(a\\.?m\\.?|p\\.?m\\.?)?|(\\d{1,2})\\s*(a\\.?m\\.?|p\\.?m\\.?)|noon|midnight';
const DUR = '(?:(\\d+)\\s*(?:hours?|hrs?|h)\\b)?\\s*(?:and\\s*)?(?:(\\d+)\\s*(?:minutes?|mins?|m)\\b)?';

interface Clock {
  min: number;
  twelve: boolean;
}

function clock(text: string): Clock | null {
  const t = text.trim();
  if (t === 'noon') return { min: 720, twelve: true };
  if (t === 'midnight') return { min: 0, twelve: true };
  const m = new RegExp(`^${CLOCK}$`).exec(t);
  if (!m) return null;
  let h = Number(m[1]);
  const mm = Number(m[2] ?? 0);
  const ap = m[3]?.replace(/\./g, '');
  if (mm > 59 || (ap && (h < 1 || h > 12)) || (!ap && h > 24) || (!ap && m[2] === undefined)) return null;
  if (ap) h = (h % 12) + (ap === 'pm' ? 12 : 0);
  return { min: (h % 24) * 60 + mm, twelve: !!ap };
}

/** Reads time-of-day shifts and elapsed times; null unless the whole question is one of the patterns. */
export function readTime(question: string): TopicReading | null {
  const q = prep(question)
    .replace(/\s*\?+$/, '')
    .replace(/^(?:what time is it|what is|what's|whats|what time will it be|find|calculate)\s+/, '');
  const shift = new RegExp(`^${DUR}\\s+(after|past|from|later than|before|earlier than|until|to)\\s+(${CLOCK_STRICT})$`).exec(q);
  if (shift && (shift[1] || shift[2])) {
    const c = clock(shift[4]);
    if (!c) return null;
    const d = Number(shift[1] ?? 0) * 60 + Number(shift[2] ?? 0);
    const sign = /before|earlier|until|to/.test(shift[3]) ? -1 : 1;
    if (sign < 0 && (shift[3] === 'to' || shift[3] === 'until') && Number(shift[1] ?? 0) > 0) return null;
    return {
      topic: 'units',
      task: 'time-shift',
      params: { start: c.min, twelve: c.twelve, delta: sign * d },
      inputLatex: `\\text{${shift[4]}} ${sign > 0 ? '+' : '-'} ${d}\\,\\text{min}`,
      inputText: `${shift[4]} ${sign > 0 ? '+' : '-'} ${d} min`,
    };
  }
  const itIs = new RegExp(`^it(?: is|'s) (${CLOCK_STRICT})[.,;]?\\s*what time will it be (?:in|after) ${DUR}$`).exec(q);
  if (itIs && (itIs[7] || itIs[8])) {
    const c = clock(itIs[1]);
    if (!c) return null;
    const d = Number(itIs[7] ?? 0) * 60 + Number(itIs[8] ?? 0);
    return {
      topic: 'units',
      task: 'time-shift',
      params: { start: c.min, twelve: c.twelve, delta: d },
      inputLatex: `\\text{${itIs[1]}} + ${d}\\,\\text{min}`,
      inputText: `${itIs[1]} + ${d} min`,
    };
  }
  const plus = new RegExp(`^(${CLOCK_STRICT})\\s*([+-])\\s*${DUR}$`).exec(
    q.replace(/\s+plus\s+/, ' + ').replace(/\s+minus\s+/, ' - '),
  );
  if (plus && (plus[8] || plus[9])) {
    const c = clock(plus[1]);
    if (!c) return null;
    const d = Number(plus[8] ?? 0) * 60 + Number(plus[9] ?? 0);
    return {
      topic: 'units',
      task: 'time-shift',
      params: { start: c.min, twelve: c.twelve, delta: (plus[7] === '-' ? -1 : 1) * d },
      inputLatex: `\\text{${plus[1]}} ${plus[7]} ${d}\\,\\text{min}`,
      inputText: `${plus[1]} ${plus[7]} ${d} min`,
    };
  }
  const el = new RegExp(
    `^(?:how (?:long|much time)(?: is it| does it take| is| passes| elapses)?|how many (hours|minutes)(?: and minutes)?(?: (?:are there|is it|pass|elapse))?|(?:the )?(?:elapsed )?time|(?:the )?(?:duration|difference))\\s+(?:(?:is there |passes |elapses )?(?:from|between))\\s+(${CLOCK_STRICT})\\s+(?:to|and|until|till)\\s+(${CLOCK_STRICT})$`,
  ).exec(q);
  if (el) {
    const [a, b] = [clock(el[2]), clock(el[8])];
    if (!a || !b) return null;
    return {
      topic: 'units',
      task: 'elapsed',
      params: { from: a.min, to: b.min, unit: el[1] ?? 'hm' },
      inputLatex: `\\text{${el[2]}} \\to \\text{${el[8]}}`,
      inputText: `${el[2]} to ${el[8]}`,
    };
  }
  return null;
}

/** Formats minutes since midnight on a 12-hour (AM/PM) or 24-hour clock. */
export function formatClock(min: number, twelve: boolean): string {
  const m = ((min % 1440) + 1440) % 1440;
  const h = Math.floor(m / 60),
    mm = String(m % 60).padStart(2, '0');
  if (!twelve) return `${String(h).padStart(2, '0')}:${mm}`;
  return `${h % 12 === 0 ? 12 : h % 12}:${mm} ${h < 12 ? 'AM' : 'PM'}`;
}
const dur = (d: number): string => (d >= 60 ? `${Math.floor(d / 60)} h${d % 60 ? ` ${d % 60} min` : ''}` : `${d} min`);

/** A duration in minutes as answer words (math/answerWords.ts): `3 h 35 min`, `2 h`, `45 min`; `minutes` keeps minutes. */
function durationWords(d: number, minutes = false): AnswerWords {
  if (minutes || d < 60) return { key: 'time.minutes', params: { min: `${d}` } };
  const h = `${Math.floor(d / 60)}`;
  return d % 60 ? { key: 'time.hours-minutes', params: { h, min: `${d % 60}` } } : { key: 'time.hours', params: { h } };
}

/**
 * A clock time as answer words: on a 12-hour clock the part of the day (night 0–4 h, morning 5–11 h, afternoon 12–17 h,
 * evening 18–23 h: English says AM/PM, other languages name the part), and the day change `(+1 d)` when there is one.
 * Null for a 24-hour time on the same day (no words in it).
 */
function clockWords(min: number, twelve: boolean, crossed: number): AnswerWords | null {
  const m = ((min % 1440) + 1440) % 1440;
  const h = Math.floor(m / 60);
  const days = crossed > 0 ? `+${crossed}` : `${crossed}`;
  if (!twelve) {
    if (!crossed) return null;
    const time = formatClock(min, false);
    return { key: 'time.clock-days', params: { time: `\\text{${time}}`, days }, paramsText: { time } };
  }
  const time = `${h % 12 === 0 ? 12 : h % 12}:${String(m % 60).padStart(2, '0')}`;
  const part = h < 5 ? 'night' : h < 12 ? 'am' : h < 18 ? 'pm' : 'evening';
  const key = crossed ? (`time.${part}-days` as const) : (`time.${part}` as const);
  return { key, params: { time: `\\text{${time}}`, ...(crossed ? { days } : {}) }, paramsText: { time } };
}

/** Solves the clock tasks: add/subtract minutes (crossing noon or midnight), or count the minutes between two times. */
export function solveTime(r: TopicReading, budget: Budget): TopicAnswer {
  budget.check();
  if (r.task === 'time-shift') {
    const p = r.params as { start: number; twelve: boolean; delta: number };
    require_(Math.abs(p.delta) <= 100000, 'too-long', 'The duration is too long');
    const start = formatClock(p.start, p.twelve),
      end = formatClock(p.start + p.delta, p.twelve);
    const crossed = Math.floor((p.start + p.delta) / 1440);
    const note = crossed > 0 ? ` (+${crossed} d)` : crossed < 0 ? ` (${crossed} d)` : '';
    const steps = [
      step(
        'split-duration',
        dur(Math.abs(p.delta)),
        `${Math.floor(Math.abs(p.delta) / 60)}\\,\\text{h}\\ ${Math.abs(p.delta) % 60}\\,\\text{min}`,
        { d: `\\text{${dur(Math.abs(p.delta))}}` },
      ),
      step(p.delta >= 0 ? 'add-time' : 'subtract-time', `\\text{${start}}`, `\\text{${end}${note}}`, {
        eq: `\\text{${start}} ${p.delta >= 0 ? '+' : '-'} \\text{${dur(Math.abs(p.delta))}} = \\text{${end}}`,
      }),
    ];
    const words = clockWords(p.start + p.delta, p.twelve, crossed);
    return {
      kind: 'expression',
      latex: `\\text{${end}${note}}`,
      text: `${end}${note}`,
      ...(words ? { words } : {}),
      steps,
      exact: true,
    };
  }
  const p = r.params as { from: number; to: number; unit: string };
  const d = (((p.to - p.from) % 1440) + 1440) % 1440;
  const text = p.unit === 'minutes' ? `${d} min` : dur(d);
  const steps = [
    step('elapsed-time', `\\text{${formatClock(p.from, false)}}`, `\\text{${formatClock(p.to, false)}}`, {
      eq: `(${Math.floor(p.to / 60)}\\cdot 60 + ${p.to % 60}) - (${Math.floor(p.from / 60)}\\cdot 60 + ${p.from % 60})${p.to < p.from ? ' + 1440' : ''} = ${d}\\,\\text{min}`,
    }),
    step('split-duration', `${d}\\,\\text{min}`, `\\text{${dur(d)}}`, { d: `\\text{${dur(d)}}` }),
  ];
  return {
    kind: 'quantity',
    latex: `\\text{${text}}`,
    text,
    unit: p.unit === 'minutes' ? 'min' : 'h',
    words: durationWords(d, p.unit === 'minutes'),
    steps,
    exact: true,
  };
}

/** Verifies by counting forward minute by minute in hours and minutes (not modular arithmetic). */
export function verifyTime(r: TopicReading, a: TopicAnswer): boolean {
  if (r.task === 'time-shift') {
    const p = r.params as { start: number; twelve: boolean; delta: number };
    let h = Math.floor(p.start / 60),
      m = p.start % 60;
    const stepDir = p.delta >= 0 ? 1 : -1;
    for (let i = 0; i < Math.abs(p.delta); i++) {
      m += stepDir;
      if (m === 60) {
        m = 0;
        h = (h + 1) % 24;
      }
      if (m === -1) {
        m = 59;
        h = (h + 23) % 24;
      }
    }
    const back = /(\d+):(\d+)(?: (AM|PM))?/.exec(a.text);
    if (!back) return false;
    let bh = Number(back[1]);
    if (back[3]) bh = (bh % 12) + (back[3] === 'PM' ? 12 : 0);
    return bh === h && Number(back[2]) === m;
  }
  const p = r.params as { from: number; to: number };
  const hm = /^(?:(\d+(?:\.\d+)?) h)?\s*(?:(\d+) min)?$/.exec(a.text);
  if (!hm) return false;
  const got = Number(hm[1] ?? 0) * 60 + Number(hm[2] ?? 0);
  let t = p.from,
    count = 0;
  while (t !== p.to && count < 1441) {
    t = (t + 1) % 1440;
    count++;
  }
  return Math.abs(count - got) < 1e-9;
}
