import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import type { EmbedHost } from '@lemma/sdk';
import { apiFor, fakeServer, localeResources } from '@lemma/testing';
import embed from './embed';

const result = {
  inputLatex: 'x^2',
  simplifyResult: '2x',
  simplifyResultText: '2x',
  calcResult: '2x',
  calcResultText: '2x',
  steps: [],
  verified: true,
  exact: true,
};

function mount(path: string) {
  const server = fakeServer({ 'POST /calculator/compute': result });
  const handlers = new Map<string, (d: Record<string, unknown>) => void>();
  const host: EmbedHost = { api: apiFor(server), path, post: vi.fn(), on: (type, h) => void handlers.set(type, h) };
  const i18n = i18next.createInstance();
  void i18n.init({ lng: 'en', resources: localeResources('en'), defaultNS: 'common', interpolation: { escapeValue: false } });
  render(<I18nextProvider i18n={i18n}>{embed.start(host)}</I18nextProvider>);
  return { server, host, handlers };
}

describe('calculator embed', () => {
  it('opens on the mode of its path and answers a host’s lemma:set with a lemma:result', async () => {
    const { server, host, handlers } = mount('derivative');
    expect(screen.getByRole('tab', { name: 'Derivative' }).getAttribute('aria-selected')).toBe('true');
    expect([...handlers.keys()]).toEqual(['lemma:set']);
    handlers.get('lemma:set')!({ type: 'lemma:set', input: 'x^2', variable: 'x', compute: true });
    await waitFor(() =>
      expect(host.post).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'lemma:result', mode: 'derivative', input: 'x^2', text: '2x', verified: true }),
      ),
    );
    expect(server.callsTo('POST /calculator/compute')[0]!.body).toMatchObject({ input: 'x^2', variable: 'x' });
  });
});
