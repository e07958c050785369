/**
 * The accuracy page: a summary (problems, share right and checked, wrong answers shown), then one row per corpus —
 * the core engine's task kinds and every school-math topic — with the share right, right and checked, wrong, with at
 * least two steps, and the median time. Data: ../report/accuracy.json (written by `npm run bench`).
 */
import { useTranslation } from 'react-i18next';
import { Callout, Card, H2, HTMLTable, Tag } from '@blueprintjs/core';
import { useService, II18n } from '@lemma/sdk';
import report from '../report/accuracy.json';
import './accuracy.css';

interface Row {
  id: string;
  group: 'core' | 'topic';
  n: number;
  right: number;
  verified: number;
  wrong: number;
  twoSteps: number;
  medianMs: number;
}

/** A share as a percentage with one decimal, in the reader's language (`99.4 %`). */
function percent(lng: string, part: number, whole: number): string {
  return new Intl.NumberFormat(lng, { style: 'percent', maximumFractionDigits: 1 }).format(whole ? part / whole : 0);
}

export default function AccuracyPage() {
  const { t } = useTranslation('accuracy');
  const lng = useService(II18n).language;
  const rows = report.rows as Row[];
  const total = report.totals;
  const date = new Intl.DateTimeFormat(lng, { dateStyle: 'long' }).format(new Date(report.generatedAt));
  const name = (r: Row) => t(`corpus.${r.group}.${r.id}`, { defaultValue: r.id });
  return (
    <div className="lemma-page lemma-accuracy">
      <H2>{t('title')}</H2>
      <p className="lemma-muted">{t('intro')}</p>
      <div className="lemma-accuracy-summary">
        <Card data-testid="accuracy-total">
          <div className="lemma-accuracy-figure">{total.n}</div>
          <div>{t('summary.problems')}</div>
        </Card>
        <Card data-testid="accuracy-verified">
          <div className="lemma-accuracy-figure">{percent(lng, total.verified, total.n)}</div>
          <div>{t('summary.verified')}</div>
        </Card>
        <Card data-testid="accuracy-wrong">
          <div className="lemma-accuracy-figure">{total.wrong}</div>
          <div>{t('summary.wrong')}</div>
        </Card>
      </div>
      <Callout compact icon="calendar">
        {t('measured', { date })}
      </Callout>
      <div className="lemma-accuracy-table">
        <HTMLTable compact striped>
          <thead>
            <tr>
              <th>{t('columns.corpus')}</th>
              <th>{t('columns.problems')}</th>
              <th>{t('columns.right')}</th>
              <th>{t('columns.verified')}</th>
              <th>{t('columns.wrong')}</th>
              <th>{t('columns.steps')}</th>
              <th>{t('columns.median')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.group}:${r.id}`} data-testid={`accuracy-row-${r.group}-${r.id}`}>
                <th scope="row">
                  {name(r)} {r.group === 'core' ? <Tag minimal>{t('core')}</Tag> : null}
                </th>
                <td>{r.n}</td>
                <td>{percent(lng, r.right, r.n)}</td>
                <td>{percent(lng, r.verified, r.n)}</td>
                <td className={r.wrong ? 'lemma-accuracy-bad' : undefined}>{r.wrong}</td>
                <td>{percent(lng, r.twoSteps, r.n)}</td>
                <td>{t('ms', { value: r.medianMs.toFixed(2) })}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      <p className="lemma-muted">{t('method')}</p>
    </div>
  );
}
