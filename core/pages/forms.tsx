/** Shared form pieces of the login family. */
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { IAuth, IConfig, useService } from '@lemma/sdk';
import { serverMessage } from '../services/api';

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_RE = /^(?=.*\p{L})(?=.*\d).{8,128}$/u;

/** Translated text for a failed auth call: the catalogue's text for known codes, the server's otherwise. */
export function useAuthError() {
  const { t } = useTranslation(['errors']);
  return (err: unknown): string => {
    const m = serverMessage(err);
    if (m.errorCode === 'INVALID_CREDENTIAL' && /User Credential/.test(m.message ?? '')) return t('errors:invalidCredential');
    if (m.errorCode === 'DUPLICATED_RECORD') return t('errors:duplicatedRecord');
    if (m.errorCode === 'RATE_LIMITED') return t('errors:rateLimited');
    if (m.errorCode === 'VALIDATION_ERROR') return t('errors:invalidContent') + (m.message ?? '');
    if (m.message) return m.message;
    return t('errors:unknown');
  };
}

/** Busy flag, translated error and a runner for a form's submit action. */
export function useFormAction() {
  const describe = useAuthError();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(fn: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (err) {
      setError(describe(err));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, setError, run };
}

export function Field(props: {
  id: string;
  label: string;
  type?: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | null;
  helper?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  inputMode?: 'numeric' | 'email' | 'text';
}) {
  return (
    <FormGroup
      label={props.label}
      labelFor={props.id}
      helperText={props.error ?? props.helper}
      intent={props.error ? 'danger' : 'none'}
    >
      <InputGroup
        id={props.id}
        name={props.id}
        type={props.type ?? 'text'}
        value={props.value}
        onValueChange={props.onChange}
        intent={props.error ? 'danger' : 'none'}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        inputMode={props.inputMode}
        size="large"
        aria-invalid={!!props.error}
      />
    </FormGroup>
  );
}

export function FormError({ message }: { message: string | null }) {
  return message ? (
    <Callout intent="danger" icon="error" className="lemma-form-error" role="alert">
      {message}
    </Callout>
  ) : null;
}

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="lemma-auth-page">
      <div className="lemma-auth-card bp6-card bp6-elevation-2">
        <h1 className="lemma-auth-title">{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** The login form used by the /login page and the login dialog. */
export function LoginForm({ onDone, links }: { onDone: () => void; links: ReactNode }) {
  const { t } = useTranslation('auth');
  const auth = useService(IAuth);
  const { config } = useService(IConfig);
  const { busy, error, setError, run } = useFormAction();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const emailError = touched && !EMAIL_RE.test(email) ? t('validation.email') : null;
  const passwordError = touched && !password ? t('validation.required') : null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (!EMAIL_RE.test(email) || !password) return;
    await run(async () => {
      await auth.login(email.trim(), password);
      onDone();
    });
  }

  return (
    <form onSubmit={submit} noValidate className="lemma-form">
      <FormError message={error} />
      <Field
        id="email"
        label={t('email')}
        type="email"
        value={email}
        onChange={setEmail}
        error={emailError}
        autoComplete="username"
        autoFocus
        inputMode="email"
      />
      <Field
        id="password"
        label={t('password')}
        type="password"
        value={password}
        onChange={setPassword}
        error={passwordError}
        autoComplete="current-password"
      />
      <Button type="submit" intent="primary" size="large" fill loading={busy} text={t('login.submit')} />
      {config.googleClientId || config.appleClientId ? <SocialButtons onDone={onDone} onError={setError} /> : null}
      <div className="lemma-form-links">{links}</div>
    </form>
  );
}

declare global {
  interface Window {
    google?: { accounts: { id: { initialize(o: object): void; prompt(): void } } };
  }
}

/** Google and Apple buttons, shown only when the provider is configured on the server. */
function SocialButtons({ onDone, onError }: { onDone: () => void; onError: (m: string) => void }) {
  const { t } = useTranslation('auth');
  const auth = useService(IAuth);
  const { config } = useService(IConfig);
  const describe = useAuthError();

  function google() {
    const start = () =>
      window.google?.accounts.id.initialize({
        client_id: config.googleClientId,
        callback: (r: { credential?: string; clientId?: string; select_by?: string }) => {
          if (!r.credential) return onError(t('apple.failed'));
          auth.loginWithGoogle(r.credential, r.clientId, r.select_by).then(onDone, (e) => onError(describe(e)));
        },
      }) ?? window.google?.accounts.id.prompt();
    if (window.google) return start();
    const s = document.createElement('script');
    s.src = 'https://accounts.google.com/gsi/client';
    s.onload = () => {
      start();
      window.google?.accounts.id.prompt();
    };
    document.head.appendChild(s);
  }

  function apple() {
    const q = new URLSearchParams({
      client_id: config.appleClientId!,
      redirect_uri: `${window.location.origin}/oauth2/apple`,
      response_type: 'code id_token',
      response_mode: 'fragment',
    });
    window.location.assign(`https://appleid.apple.com/auth/authorize?${q}`);
  }

  return (
    <div className="lemma-social">
      <div className="lemma-divider">{t('login.orContinue')}</div>
      {config.googleClientId ? <Button fill size="large" icon="globe" text={t('login.google')} onClick={google} /> : null}
      {config.appleClientId ? <Button fill size="large" icon="mobile-phone" text={t('login.apple')} onClick={apple} /> : null}
    </div>
  );
}
