import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '../../locales/en/common.json';
import { ErrorBoundary, ErrorScreen } from './ErrorScreen';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { common: en } }, defaultNS: 'common' });

function Boom(): never {
  throw new Error('render failed here');
}

describe('ErrorBoundary', () => {
  it('shows the §2 error screen with the error details and reports the §7 event', () => {
    const report = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <I18nextProvider i18n={i18n}>
        <ErrorBoundary
          report={report}
          fallback={(e) => (
            <ErrorScreen
              error={e}
              supportEmail="help@lemma.test"
              discordUrl="https://discord.example/x"
              feedbackUrl="/app/feedback"
            />
          )}
        >
          <Boom />
        </ErrorBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy();
    expect(
      screen.getByText("Don't worry, we're here to help. Please try one of these options to resolve the issue:"),
    ).toBeTruthy();
    for (const name of ['Refresh Page', 'Send Feedback', 'Contact Support', 'Join Discord'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByText('render failed here')).toBeTruthy();
    expect(report).toHaveBeenCalledOnce();
    const event = report.mock.calls[0]![0];
    expect(event).toMatchObject({ message: 'render failed here', name: 'Error', isNewUser: false });
    expect(event.componentStack).toContain('Boom');
    expect(Object.keys(event).sort()).toEqual(
      [
        'componentStack',
        'errorText',
        'isNewUser',
        'message',
        'name',
        'pathname',
        'query',
        'referrer',
        'stack',
        'title',
        'url',
      ].sort(),
    );
  });
});
