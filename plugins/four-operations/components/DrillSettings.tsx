/** The page's settings card: which operations and which numbers the next round uses. */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Card, Checkbox, FormGroup, H4, Radio, RadioGroup } from '@blueprintjs/core';
import type { DrillStore } from '../state/DrillStore';
import { LEVELS, LEVEL_MAX, OPERATIONS, SIGNS, type Level } from '../shared/drill';

/** Operations (at least one stays chosen) and level for the next round, and a button to start it. */
export const DrillSettings = observer(function DrillSettings({ store }: { store: DrillStore }) {
  const { t } = useTranslation('four-operations');
  return (
    <Card className="fo-settings">
      <H4>{t('settings.title')}</H4>
      <FormGroup label={t('settings.operations')} className="fo-ops">
        {OPERATIONS.map((op) => (
          <Checkbox
            key={op}
            size="large"
            checked={store.operations.includes(op)}
            disabled={store.operations.length === 1 && store.operations.includes(op)}
            onChange={() => store.toggleOperation(op)}
            labelElement={
              <span className="fo-op-label">
                <span className="fo-op-sign" dir="ltr" aria-hidden>
                  {SIGNS[op]}
                </span>
                {t(`operations.${op}`)}
              </span>
            }
          />
        ))}
      </FormGroup>
      <RadioGroup
        label={t('settings.level')}
        className="fo-levels"
        selectedValue={store.level}
        onChange={(e) => store.setLevel(e.currentTarget.value as Level)}
      >
        {LEVELS.map((l) => (
          <Radio key={l} value={l} size="large" label={t(`levels.${l}`, { max: LEVEL_MAX[l] })} />
        ))}
      </RadioGroup>
      <p className="lemma-muted fo-settings-hint">{t('settings.hint')}</p>
      <Button icon="refresh" text={t('newRound')} onClick={() => store.start()} fill />
    </Card>
  );
});
