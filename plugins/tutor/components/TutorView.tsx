/**
 * The tutor, page or tile: with no lesson open, the start form (text or formula, examples, the free
 * sessions left, recent lessons); while the plan is made, a progress view; then the wizard.
 */
import { Suspense, useEffect, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Callout, H2, NonIdealState, ProgressBar } from '@blueprintjs/core';
import {
  IAuth,
  II18n,
  InputModeSwitch,
  IPlugins,
  MathText,
  QuestionField,
  useQuestionInput,
  useRunCommand,
  useService,
} from '@lemma/sdk';
import type { TutorStore } from '../state/TutorStore';
import { Wizard } from './Wizard';
import './tutor.css';

/** Examples in math only, so they read the same in every language; one per kind the issue names. */
const EXAMPLES: { latex: string; text: string }[] = [
  { latex: '2x + 3 = 11', text: 'Solve 2x + 3 = 11' },
  { latex: '\\frac{d}{dx}\\left(x^2\\sin x\\right)', text: 'derivative of x^2 sin x' },
  { latex: '\\int x e^x\\,dx', text: 'integrate x e^x' },
  { latex: 'x^2 - 5x + 6 = 0', text: 'Solve x^2 - 5x + 6 = 0' },
];

const StartForm = observer(function StartForm({ store, onStart }: { store: TutorStore; onStart: (q: string) => void }) {
  const { t } = useTranslation(['tutor', 'common']);
  const auth = useService(IAuth);
  const i18n = useService(II18n);
  const q = useQuestionInput();
  const current = q.current;
  const claims = auth.claims;
  const member = claims?.memberType === 'MEMBER' || claims?.memberType === 'SUPER_MEMBER';
  useEffect(() => {
    void store.loadRecent(i18n.language);
  }, [store, i18n.language, auth.claims?.userId]);
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (current && !store.starting) onStart(current);
  };
  return (
    <div className="lemma-tutor-start">
      <H2>{t('title')}</H2>
      <p className="lemma-muted">{t('subtitle')}</p>
      <form className="lemma-composer" onSubmit={submit}>
        <QuestionField
          q={q}
          label={t('placeholder')}
          placeholder={t('placeholder')}
          maxLength={2000}
          autoFocus
          onSubmit={() => submit()}
        />
        <div className="lemma-composer-bar">
          <InputModeSwitch q={q} />
          <span className="lemma-composer-hint lemma-muted">
            {member
              ? t('memberCost')
              : claims
                ? claims.trialCount > 0 && !claims.trialUsed
                  ? t('trialsLeft', { count: claims.trialCount })
                  : t('trialsUsed')
                : null}
          </span>
          <Button type="submit" intent="primary" icon="learning" text={t('start')} loading={store.starting} disabled={!current} />
        </div>
      </form>
      <div className="lemma-examples">
        <span className="lemma-muted">{t('examplesTitle')}</span>
        {EXAMPLES.map((x) => (
          <Button
            key={x.text}
            size="small"
            variant="outlined"
            aria-label={x.text}
            onClick={() => onStart(x.text)}
            disabled={store.starting}
          >
            <Suspense fallback={x.latex}>
              <MathText latex={x.latex} />
            </Suspense>
          </Button>
        ))}
      </div>
      {store.recent.length ? (
        <div className="lemma-tutor-recent">
          <h4>{t('history.title')}</h4>
          <ul>
            {store.recent.map((r) => (
              <li key={r.id}>
                <Button
                  variant="minimal"
                  icon="learning"
                  alignText="start"
                  text={r.name}
                  onClick={() => void store.open(r.uuid)}
                  data-uuid={r.uuid}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
});

/**
 * @param onOpen called with a lesson's uuid when one starts or opens (the page navigates to it; the
 *   tile keeps it in place)
 */
export const TutorView = observer(function TutorView({
  store,
  compact,
  onOpen,
  onClose,
}: {
  store: TutorStore;
  compact?: boolean;
  onOpen: (uuid: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('tutor');
  const i18n = useService(II18n);
  const plugins = useService(IPlugins);
  const runCommand = useRunCommand();
  const auth = useService(IAuth);

  async function start(q: string) {
    try {
      const uuid = await store.start(q, i18n.language);
      // The free lessons left travel in the token claims (§3 trialCount / trialUsed): fetch fresh ones.
      void auth.refresh().catch(() => undefined);
      onOpen(uuid);
    } catch {
      /* the API layer opened the right dialog or showed the message */
    }
  }

  const s = store.session;
  if (!s && store.state !== 'loading' && store.state !== 'error')
    return <StartForm store={store} onStart={(q) => void start(q)} />;
  if (store.state === 'error' && (!s || s.newTutorStatus === 'PENDING')) {
    return (
      <NonIdealState
        icon="error"
        title={t('errors.loadFailed')}
        action={<Button intent="primary" icon="plus" text={t('newProblem')} onClick={onClose} />}
      />
    );
  }
  if (!s || s.newTutorStatus === 'PENDING' || store.state === 'loading') {
    return (
      <div className="lemma-tutor-preparing" role="status">
        <p>{t('preparing')}</p>
        <ProgressBar intent="primary" />
        {s ? <p className="lemma-muted">{s.sessionInputs[0]?.content ?? s.name}</p> : null}
      </div>
    );
  }
  // In a tile the header toolbar already offers "send to calculator / graph".
  const canCalc = !compact && !!plugins.command('calculator:set');
  const canGraph = !compact && !!plugins.command('graph:plot') && s.newTutorFunctions.length > 0;
  const actions = (
    <div className="lemma-tutor-head-actions">
      {canCalc && store.currentLatex ? (
        <Button
          variant="minimal"
          icon="calculator"
          text={compact ? undefined : t('send.calculator')}
          aria-label={t('send.calculator')}
          onClick={() => void runCommand('calculator:set', { input: store.currentLatex })}
        />
      ) : null}
      {canGraph ? (
        <Button
          variant="minimal"
          icon="timeline-line-chart"
          text={compact ? undefined : t('send.graph')}
          aria-label={t('send.graph')}
          onClick={() => void runCommand('graph:plot', { functions: s.newTutorFunctions })}
        />
      ) : null}
      <Button
        variant="minimal"
        icon="plus"
        text={compact ? undefined : t('newProblem')}
        aria-label={t('newProblem')}
        onClick={onClose}
      />
    </div>
  );
  return (
    <>
      {s.newTutorStatus === 'EXCEED_MAX_ATTEMPTS' && s.newTutorIsFinished ? (
        <Callout intent="warning" compact>
          {t('errors.EXCEED_MAX_ATTEMPTS')}
        </Callout>
      ) : null}
      <Wizard
        store={store}
        compact={compact}
        actions={actions}
        onNew={onClose}
        onAsk={() => void runCommand('ask:open')}
        onPractise={(q) => void start(q)}
      />
    </>
  );
});
