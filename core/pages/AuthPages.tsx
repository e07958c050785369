/**
 * The login family of §2: /login, /login/sign-up, /login/verification, /login/reset-password,
 * /guest, /logout, /oauth2/apple, and /app/user/passwordChange.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { observer } from 'mobx-react-lite';
import { IAuth, IToasts, useService } from '@lemma/sdk';
import { AuthCard, EMAIL_RE, Field, FormError, LoginForm, PASSWORD_RE, useAuthError, useFormAction } from './forms';
import { PageSpinner } from '../shell/Overlays';

function useAfterLogin() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Only same-app paths: "/x" but never "//host" (no open redirect).
  const next = params.get('next');
  return () => navigate(next && /^\/(?![/\\])/.test(next) ? next : '/app', { replace: true });
}

export function LoginPage() {
  const { t } = useTranslation('auth');
  const done = useAfterLogin();
  return (
    <AuthCard title={t('login.title')}>
      <LoginForm
        onDone={done}
        links={
          <>
            <Link to="/login/reset-password">{t('login.forgot')}</Link>
            <span>
              {t('login.noAccount')} <Link to="/login/sign-up">{t('signup.submit')}</Link>
            </span>
            <Link to="/guest">{t('login.asGuest')}</Link>
          </>
        }
      />
    </AuthCard>
  );
}

export const SignUpPage = observer(function SignUpPage() {
  const { t } = useTranslation('auth');
  const auth = useService(IAuth);
  const navigate = useNavigate();
  const { busy, error, run } = useFormAction();
  const [f, setF] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const [touched, setTouched] = useState(false);
  const set = (k: keyof typeof f) => (v: string) => setF((s) => ({ ...s, [k]: v }));
  const errs = {
    email: touched && !EMAIL_RE.test(f.email) ? t('validation.email') : null,
    password: touched && !PASSWORD_RE.test(f.password) ? t('validation.password') : null,
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (!EMAIL_RE.test(f.email) || !PASSWORD_RE.test(f.password)) return;
    await run(async () => {
      await auth.signup({
        email: f.email.trim(),
        password: f.password,
        firstName: f.firstName.trim() || undefined,
        lastName: f.lastName.trim() || undefined,
      });
      navigate(`/login/verification?email=${encodeURIComponent(f.email.trim())}`);
    });
  }

  return (
    <AuthCard title={t('signup.title')}>
      <form onSubmit={submit} noValidate className="lemma-form">
        {auth.isGuest && auth.isLoggedIn ? (
          <Callout icon="info-sign" className="lemma-form-note">
            {t('signup.guestKeeps')}
          </Callout>
        ) : null}
        <FormError message={error} />
        <div className="lemma-form-row">
          <Field
            id="firstName"
            label={t('firstName')}
            value={f.firstName}
            onChange={set('firstName')}
            autoComplete="given-name"
            autoFocus
          />
          <Field id="lastName" label={t('lastName')} value={f.lastName} onChange={set('lastName')} autoComplete="family-name" />
        </div>
        <Field
          id="email"
          label={t('email')}
          type="email"
          value={f.email}
          onChange={set('email')}
          error={errs.email}
          autoComplete="email"
          inputMode="email"
        />
        <Field
          id="password"
          label={t('password')}
          type="password"
          value={f.password}
          onChange={set('password')}
          error={errs.password}
          helper={t('passwordHint')}
          autoComplete="new-password"
        />
        <Button type="submit" intent="primary" size="large" fill loading={busy} text={t('signup.submit')} />
        <div className="lemma-form-links">
          <span>
            {t('signup.haveAccount')} <Link to="/login">{t('login.submit')}</Link>
          </span>
        </div>
      </form>
    </AuthCard>
  );
});

export function VerificationPage() {
  const { t } = useTranslation('auth');
  const auth = useService(IAuth);
  const toasts = useService(IToasts);
  const { busy, error, run } = useFormAction();
  const [params] = useSearchParams();
  const done = useAfterLogin();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const codeOk = /^\d{6}$/.test(code.trim());

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (!codeOk || !EMAIL_RE.test(email)) return;
    await run(async () => {
      await auth.verify(email.trim(), code.trim());
      toasts.success(t('welcome', { name: auth.displayName }));
      done();
    });
  }

  return (
    <AuthCard title={t('verification.title')}>
      <form onSubmit={submit} noValidate className="lemma-form">
        <p>{t('verification.text', { email })}</p>
        <FormError message={error} />
        {!params.get('email') ? (
          <Field id="email" label={t('email')} type="email" value={email} onChange={setEmail} inputMode="email" />
        ) : null}
        <Field
          id="code"
          label={t('code')}
          value={code}
          onChange={setCode}
          error={touched && !codeOk ? t('validation.code') : null}
          autoComplete="one-time-code"
          inputMode="numeric"
          autoFocus
        />
        <Button type="submit" intent="primary" size="large" fill loading={busy} text={t('verification.submit')} />
        <div className="lemma-form-links">
          <Link to="/login/sign-up">{t('verification.resend')}</Link>
        </div>
      </form>
    </AuthCard>
  );
}

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const auth = useService(IAuth);
  const toasts = useService(IToasts);
  const { busy, error, run } = useFormAction();
  const done = useAfterLogin();
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);

  if (step === 'email') {
    return (
      <AuthCard title={t('reset.title')}>
        <form
          className="lemma-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setTouched(true);
            if (EMAIL_RE.test(email))
              void run(async () => (await auth.requestPasswordReset(email.trim()), setStep('code'), setTouched(false)));
          }}
        >
          <p>{t('reset.text')}</p>
          <FormError message={error} />
          <Field
            id="email"
            label={t('email')}
            type="email"
            value={email}
            onChange={setEmail}
            error={touched && !EMAIL_RE.test(email) ? t('validation.email') : null}
            inputMode="email"
            autoFocus
          />
          <Button type="submit" intent="primary" size="large" fill loading={busy} text={t('reset.sendCode')} />
          <div className="lemma-form-links">
            <Link to="/login">{t('login.submit')}</Link>
          </div>
        </form>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('reset.title')}>
      <form
        className="lemma-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (/^\d{6}$/.test(code) && PASSWORD_RE.test(password))
            void run(async () => {
              await auth.resetPassword(email.trim(), code.trim(), password);
              toasts.success(t('reset.done'));
              done();
            });
        }}
      >
        <Callout intent="primary" icon="envelope">
          {t('reset.codeSent', { email })}
        </Callout>
        <FormError message={error} />
        <Field
          id="code"
          label={t('code')}
          value={code}
          onChange={setCode}
          error={touched && !/^\d{6}$/.test(code) ? t('validation.code') : null}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
        />
        <Field
          id="password"
          label={t('newPassword')}
          type="password"
          value={password}
          onChange={setPassword}
          error={touched && !PASSWORD_RE.test(password) ? t('validation.password') : null}
          helper={t('passwordHint')}
          autoComplete="new-password"
        />
        <Button type="submit" intent="primary" size="large" fill loading={busy} text={t('reset.submit')} />
      </form>
    </AuthCard>
  );
}

export function PasswordChangePage() {
  const { t } = useTranslation('auth');
  const auth = useService(IAuth);
  const toasts = useService(IToasts);
  const { busy, error, run } = useFormAction();
  const navigate = useNavigate();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [touched, setTouched] = useState(false);
  return (
    <AuthCard title={t('passwordChange.title')}>
      <form
        className="lemma-form"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          setTouched(true);
          if (!oldPassword || !PASSWORD_RE.test(newPassword)) return;
          await run(async () => {
            await auth.changePassword(oldPassword, newPassword);
            toasts.success(t('passwordChange.done'));
            navigate('/user');
          });
        }}
      >
        <FormError message={error} />
        <Field
          id="oldPassword"
          label={t('currentPassword')}
          type="password"
          value={oldPassword}
          onChange={setOld}
          error={touched && !oldPassword ? t('validation.required') : null}
          autoComplete="current-password"
          autoFocus
        />
        <Field
          id="newPassword"
          label={t('newPassword')}
          type="password"
          value={newPassword}
          onChange={setNew}
          error={touched && !PASSWORD_RE.test(newPassword) ? t('validation.password') : null}
          helper={t('passwordHint')}
          autoComplete="new-password"
        />
        <Button type="submit" intent="primary" size="large" fill loading={busy} text={t('passwordChange.submit')} />
      </form>
    </AuthCard>
  );
}

/** /guest: starts (or keeps) a guest session and goes to the app. */
export function GuestPage() {
  const auth = useService(IAuth);
  const navigate = useNavigate();
  useEffect(() => {
    void auth.ensureSession().then(() => navigate('/app', { replace: true }));
  }, [auth, navigate]);
  return <PageSpinner />;
}

/** /logout: ends the login, falls back to a guest session, and says so. */
export function LogoutPage() {
  const { t } = useTranslation('auth');
  const auth = useService(IAuth);
  const toasts = useService(IToasts);
  const navigate = useNavigate();
  useEffect(() => {
    void (async () => {
      await auth.logout();
      toasts.success(t('logout.done'));
      await auth.ensureSession();
      navigate('/app', { replace: true });
    })();
  }, [auth, navigate, t, toasts]);
  return <PageSpinner />;
}

/** /oauth2/apple: Apple hands back `id_token` in the fragment (response_mode=fragment). */
export function AppleCallbackPage() {
  const { t } = useTranslation('auth');
  const auth = useService(IAuth);
  const describe = useAuthError();
  const done = useAfterLogin();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(window.location.hash.slice(1) || window.location.search);
    const idToken = params.get('id_token');
    const login = idToken ? auth.loginWithApple(idToken) : Promise.reject(new Error('no id_token'));
    login.then(done, (e) => setError(idToken ? describe(e) : t('apple.failed')));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <AuthCard title={t('login.apple')}>
      {error ? (
        <>
          <FormError message={error} />
          <Link to="/login">{t('login.submit')}</Link>
        </>
      ) : (
        <p>{t('apple.working')}</p>
      )}
    </AuthCard>
  );
}
