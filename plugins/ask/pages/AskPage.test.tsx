import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPluginView } from '@lemma/testing';
import ask from '../index';

afterEach(() => vi.unstubAllGlobals());

/** The answer stream (`GET /api/session/input/stream/id/:id`) as the server sends it. */
function sseResponse(events: [string, object][]) {
  const text = events.map(([e, d]) => `event: ${e}\ndata: ${JSON.stringify(d)}\n\n`).join('');
  return new Response(text, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

describe('AskPage', () => {
  it('invites a question with examples; the Ask button waits for text', async () => {
    await renderPluginView(ask, { route: '/app/ask' });
    expect(await screen.findByRole('heading', { name: 'What do you want to solve?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'x^2 - 5x + 6 = 0' })).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Ask' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Your question' }), { target: { value: 'solve 2x + 3 = 11' } });
    expect(send.disabled).toBe(false);
  });

  it('asks, opens the new session, follows the answer stream and shows a failed answer with Try again', async () => {
    const fetchMock = vi.fn(async () => sseResponse([['status', { status: 'GENERATING' }]]));
    vi.stubGlobal('fetch', fetchMock);
    const view = await renderPluginView(ask, {
      route: '/app/ask',
      session: 'member',
      http: {
        'POST /session/input/save/2': { sessionId: 5, sessionUuid: 'abc-123', inputId: 9, needWaitForParse: false, model: 'PRO' },
        'GET /session/input/detail/id/9': {
          id: 9,
          sessionId: 5,
          content: 'solve 2x + 3 = 11',
          status: 'ERROR',
          purpose: null,
          model: 'PRO',
          createdAt: 0,
          output: null,
        },
        'GET /session/list': { sessions: [], hasMore: false },
      },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Your question' }), { target: { value: 'solve 2x + 3 = 11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    await waitFor(() => expect(view.location()).toBe('/app/ask/abc-123'));
    expect(view.server.callsTo('POST /session/input/save/2')[0]!.body).toMatchObject({
      content: 'solve 2x + 3 = 11',
      mode: 'ANSWER',
      language: 'en',
    });
    expect(within(await screen.findByTestId('question')).getByText('solve 2x + 3 = 11')).toBeTruthy();
    expect(await screen.findByText('This answer failed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/session/input/stream/id/9');
    expect((init.headers as Record<string, string>).authorization).toMatch(/^Bearer /);
  });

  it('says when a question was read with the language model, before the engine-checked answer', async () => {
    const output = {
      id: 3,
      sessionInputId: 7,
      content: '> I read this with the help of the language model, as: `solve 3x + 4 = 19`. Checked.\n\n**Solving**',
      finalAnswer: 'x = 5',
      finalAnswerText: '5',
      steps: [],
      verified: true,
      exact: true,
      provider: 'symbolic+llm-read',
      task: 'solve',
      optionList: [],
      relatedQuestions: [],
      relatedImageStatus: null,
      relatedImageUrl: null,
      isGenerateImage: false,
      outputFeedback: null,
      desmosFunction: [],
      createdAt: 0,
    };
    const input = {
      id: 7,
      sessionId: 5,
      content: 'Tres veces un número…',
      status: 'SUCCESS',
      purpose: null,
      model: 'PRO',
      createdAt: 0,
      output,
    };
    await renderPluginView(ask, {
      route: '/app/ask/0b1c2d3e-4f50-4a6b-8c7d-8e9fa0b1c2d3',
      session: 'member',
      http: {
        'GET /session/detail/uuid/0b1c2d3e-4f50-4a6b-8c7d-8e9fa0b1c2d3': {
          id: 5,
          uuid: '0b1c2d3e-4f50-4a6b-8c7d-8e9fa0b1c2d3',
          name: 'q',
          grade: null,
          favorite: false,
          shared: false,
          mode: 'ANSWER',
          createdAt: 0,
          updatedAt: 0,
          parseStatus: null,
          sessionInputs: [input],
          sessionOutputs: [output],
        },
        'GET /session/list': { sessions: [], hasMore: false },
      },
    });
    expect(await screen.findByText(/with the help of the language model/)).toBeTruthy();
  });
});
