import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderPluginView } from '@lemma/testing';
import tutor from '../index';

describe('TutorPage', () => {
  it('tells a free user how many free lessons are left and lists their recent lessons', async () => {
    const view = await renderPluginView(tutor, {
      route: '/app/tutor',
      session: { memberType: 'FREE', trialCount: 2, trialUsed: false },
      http: { 'GET /session/all/en': { sessions: [{ id: 3, uuid: 'u-3', name: 'Solve x^2 = 4', updatedAt: 0 }] } },
    });
    expect(await screen.findByRole('heading', { name: 'Tutor' })).toBeTruthy();
    expect(screen.getByText('You have 2 free tutor sessions left.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Solve x^2 = 4' })).toBeTruthy();
    expect(view.server.callsTo('GET /session/all/en')[0]!.query).toMatchObject({ mode: 'NEW_TUTOR' });
  });

  it('tells a member a lesson costs a credit, and starts only once a problem is typed', async () => {
    await renderPluginView(tutor, {
      route: '/app/tutor',
      session: { memberType: 'MEMBER' },
      http: { 'GET /session/all/en': { sessions: [] } },
    });
    expect(await screen.findByText('A lesson costs one PRO credit.')).toBeTruthy();
    const start = screen.getByRole('button', { name: 'Start the lesson' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Type a problem, e.g. Solve 2x + 3 = 11' }), {
      target: { value: 'Solve 2x + 3 = 11' },
    });
    expect(start.disabled).toBe(false);
    expect(screen.queryByText('Recent lessons')).toBeNull();
  });
});
