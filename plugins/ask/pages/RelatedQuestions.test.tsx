/**
 * "Practise with similar problems": a related question holding LaTeX (a matrix, from a question asked with the formula
 * editor) is drawn as math on its button, never as LaTeX source (seen in session 6's phone screenshot of an
 * eigenvalue answer: "eigenvalues of \begin{pmatrix}3&2\\1&4\end{pmatrix}").
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPluginView } from '@lemma/testing';
import ask from '../index';
import { sessionDetail } from './sessionFixture';

const UUID = '0b1c2d3e-4f50-4a6b-8c7d-8e9fa0b1c2d5';
const related = ['eigenvalues of \\begin{pmatrix}3&2\\\\1&4\\end{pmatrix}', 'solve 3x + 4 = 10'];

function session() {
  const output = {
    id: 3,
    sessionInputId: 7,
    content: 'The eigenvalues are $\\lambda = 2$ and $\\lambda = 5$.',
    finalAnswer: '\\lambda = 2,\\ \\lambda = 5',
    finalAnswerText: 'λ = 2, λ = 5',
    steps: [],
    verified: true,
    exact: true,
    provider: 'symbolic',
    task: 'topic',
    optionList: [],
    relatedQuestions: related,
    relatedImageStatus: null,
    relatedImageUrl: null,
    isGenerateImage: false,
    outputFeedback: null,
    desmosFunction: [],
    alternateForms: [],
    createdAt: 0,
  };
  const question = 'eigenvalues of [[4,1],[2,3]]';
  return sessionDetail(UUID, question, output);
}

describe('AnswerView: related questions', () => {
  it('draws a related question’s matrix as math and keeps plain questions as text', async () => {
    await renderPluginView(ask, {
      route: `/app/ask/${UUID}`,
      session: 'member',
      http: { [`GET /session/detail/uuid/${UUID}`]: session(), 'GET /session/list': { sessions: [], hasMore: false } },
    });
    const plain = await screen.findByRole('button', { name: /solve 3x \+ 4 = 10/ });
    expect(plain).toBeTruthy();
    const box = plain.closest('.lemma-related')!;
    expect(box.textContent).not.toContain('\\begin');
    expect(box.querySelector('math')).not.toBeNull();
    expect(box.textContent).toContain('eigenvalues of');
  });
});
