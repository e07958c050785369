/**
 * The error screen of §2 (title, text, four buttons, error details) and the top-level error
 * boundary that shows it and reports the §7 event to the server (`POST /api/error-report`).
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Callout, Card, H2 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export interface ErrorScreenProps {
  error?: Error | null;
  supportEmail: string;
  discordUrl: string;
  feedbackUrl: string;
}

export function ErrorScreen({ error, supportEmail, discordUrl, feedbackUrl }: ErrorScreenProps) {
  const { t } = useTranslation('common');
  return (
    <div className="lemma-error-screen" role="alert">
      <Card elevation={2} className="lemma-error-card">
        <H2>{t('errorScreen.title')}</H2>
        <p>{t('errorScreen.text')}</p>
        <div className="lemma-error-actions">
          <Button intent="primary" icon="refresh" text={t('errorScreen.refresh')} onClick={() => window.location.reload()} />
          <Button
            icon="comment"
            text={t('errorScreen.feedback')}
            onClick={() => window.open(feedbackUrl, '_blank', 'noopener')}
          />
          <Button
            icon="envelope"
            text={t('errorScreen.contact')}
            onClick={() => window.open(`mailto:${supportEmail}`, '_self')}
          />
          <Button icon="people" text={t('errorScreen.discord')} onClick={() => window.open(discordUrl, '_blank', 'noopener')} />
        </div>
        {error ? (
          <Callout intent="danger" title={t('errorScreen.details')} className="lemma-error-details">
            <pre>{String(error.message || error)}</pre>
          </Callout>
        ) : null}
      </Card>
    </div>
  );
}

/** The §7 error event: error text, component stack, message, name, stack, page facts, new-user mark. */
export function errorEvent(error: Error, info?: ErrorInfo) {
  return {
    errorText: String(error).slice(0, 10_000),
    componentStack: (info?.componentStack ?? '').slice(0, 20_000),
    message: (error.message ?? '').slice(0, 5_000),
    name: (error.name ?? 'Error').slice(0, 200),
    stack: (error.stack ?? '').slice(0, 20_000),
    url: window.location.href.slice(0, 2_000),
    pathname: window.location.pathname.slice(0, 2_000),
    title: document.title.slice(0, 500),
    referrer: document.referrer.slice(0, 2_000),
    query: window.location.search.slice(0, 2_000),
    isNewUser: sessionStorage.getItem('lemma.newUser') === '1',
  };
}

interface BoundaryProps {
  children: ReactNode;
  report: (event: ReturnType<typeof errorEvent>) => void;
  fallback: (error: Error) => ReactNode;
}

export class ErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    try {
      this.props.report(errorEvent(error, info));
    } catch {
      /* reporting must never break the error screen */
    }
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
