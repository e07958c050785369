import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderPluginView } from '@lemma/testing';
import accuracy from '../index';
import report from '../report/accuracy.json';

describe('AccuracyPage', () => {
  it('shows the measured totals and one row per corpus, from the report the bench wrote', async () => {
    await renderPluginView(accuracy, { route: '/accuracy' });
    expect(await screen.findByRole('heading', { name: 'How accurate is Lemma?' })).toBeTruthy();
    expect(within(screen.getByTestId('accuracy-total')).getByText(String(report.totals.n))).toBeTruthy();
    expect(within(screen.getByTestId('accuracy-wrong')).getByText(String(report.totals.wrong))).toBeTruthy();
    for (const r of report.rows) expect(screen.getByTestId(`accuracy-row-${r.group}-${r.id}`)).toBeTruthy();
    // the topics are named in words, not by their ids
    expect(within(screen.getByTestId('accuracy-row-topic-number-theory')).getByText('Number theory')).toBeTruthy();
    expect(screen.getByText(/Measured on/)).toBeTruthy();
  });

  it('is in the reader’s language', async () => {
    await renderPluginView(accuracy, { route: '/accuracy', language: 'de' });
    expect(await screen.findByRole('heading', { name: 'Wie genau ist Lemma?' })).toBeTruthy();
  });
});
