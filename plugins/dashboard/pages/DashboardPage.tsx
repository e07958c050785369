/** The dashboard page: a greeting, the credit balance, and a card per tool the user can open. */
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Card, H2, H4, Icon, ProgressBar, Tag, type IconName } from '@blueprintjs/core';
import { IAuth, II18n, IPlugins, IUser, useService } from '@lemma/sdk';

export const BalanceCard = observer(function BalanceCard() {
  const user = useService(IUser);
  const i18n = useService(II18n);
  const { t } = useTranslation('dashboard');
  const b = user.balance;
  useEffect(() => {
    void user.loadBalance();
  }, [user]);
  if (!b) {
    return (
      <Card className="lemma-dash-balance">
        <H4>{t('balance.title')}</H4>
        <ProgressBar intent="primary" />
      </Card>
    );
  }
  const rows = [
    { key: 'pro', plan: b.proPlanCredit, extra: b.proExtraCredit },
    { key: 'max', plan: b.maxPlanCredit, extra: b.maxExtraCredit },
  ];
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(b.nextPlanRefreshTime),
  );
  return (
    <Card className="lemma-dash-balance" data-testid="balance-card">
      <H4>{t('balance.title')}</H4>
      <div className="lemma-dash-credits">
        {rows.map((r) => (
          <div key={r.key} className="lemma-dash-credit">
            <div className="lemma-dash-credit-value" data-testid={`credits-${r.key}`}>
              {r.plan + r.extra}
            </div>
            <div className="lemma-dash-credit-label">{t(`balance.${r.key}`)}</div>
            <div className="lemma-dash-credit-split">{t('balance.split', { plan: r.plan, extra: r.extra })}</div>
          </div>
        ))}
      </div>
      <p className="lemma-muted">{t('balance.refresh', { time: when })}</p>
    </Card>
  );
});

export default observer(function DashboardPage() {
  const { t } = useTranslation(['dashboard', 'common']);
  const plugins = useService(IPlugins);
  const auth = useService(IAuth);
  const tools = plugins.menuItems
    .filter((m) => m.menu === 'main' && m.pluginId !== 'dashboard')
    .map((m) => ({ item: m, cmd: plugins.command(m.command) }))
    .filter((x) => x.cmd);
  return (
    <div className="lemma-page lemma-dashboard">
      <header className="lemma-dash-header">
        <H2>{auth.isGuest ? t('dashboard:greetingGuest') : t('dashboard:greeting', { name: auth.displayName })}</H2>
        {auth.claims ? <Tag minimal>{t(`common:memberTypes.${auth.claims.memberType}`)}</Tag> : null}
      </header>
      <div className="lemma-dash-grid">
        <BalanceCard />
        <Card className="lemma-dash-tools">
          <H4>{t('dashboard:tools.title')}</H4>
          {tools.length === 0 ? (
            <Callout icon="box" intent="primary">
              {t('dashboard:tools.empty')}
            </Callout>
          ) : (
            <div className="lemma-dash-tool-grid">
              {tools.map(({ item, cmd }) => (
                <Button
                  key={cmd!.id}
                  className="lemma-dash-tool"
                  size="large"
                  alignText="start"
                  icon={<Icon icon={(cmd!.icon as IconName) ?? 'application'} size={20} />}
                  text={t(cmd!.label)}
                  onClick={() => void plugins.runCommand(item.command)}
                />
              ))}
            </div>
          )}
        </Card>
        {auth.isGuest ? (
          <Callout intent="success" icon="person" className="lemma-dash-guest" title={t('dashboard:guest.title')}>
            {t('dashboard:guest.text')}
          </Callout>
        ) : null}
      </div>
    </div>
  );
});
