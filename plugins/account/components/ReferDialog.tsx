/** The refer dialog (§2): the user's invitation link with copy and share buttons, and what both sides get. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorButton, Button, Callout, ControlGroup, Dialog, DialogBody, InputGroup, Spinner } from '@blueprintjs/core';
import { IApi, II18n, IToasts, useService } from '@lemma/sdk';
import type { InvitationInfo } from '../shared/contract';

export default function ReferDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  const api = useService(IApi);
  const i18n = useService(II18n);
  const toasts = useService(IToasts);
  const [info, setInfo] = useState<InvitationInfo | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void api.get<InvitationInfo>('/invitation/info').then(setInfo, () => setFailed(true));
  }, [api]);
  const link = info ? `${window.location.origin}${i18n.path(info.path)}` : '';
  const text = t('refer.shareText', { count: info?.newMaxCredit ?? 0 });
  const share = async () => {
    if (navigator.share) await navigator.share({ title: 'Lemma', text, url: link }).catch(() => undefined);
  };
  const copy = async () => {
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    toasts.success(t('refer.copied'));
  };
  return (
    <Dialog isOpen onClose={onClose} title={t('refer.title')} icon="people" className="lemma-dialog">
      <DialogBody>
        {failed ? (
          <Callout intent="warning">{t('refer.failed')}</Callout>
        ) : !info ? (
          <Spinner />
        ) : (
          <div className="lemma-refer">
            <p>{t('refer.explain', { count: info.newMaxCredit })}</p>
            <ControlGroup fill>
              <InputGroup
                readOnly
                value={link}
                aria-label={t('refer.link')}
                onFocus={(e) => e.currentTarget.select()}
                data-testid="invite-link"
              />
              <Button icon="duplicate" text={t('refer.copy')} onClick={() => void copy()} />
            </ControlGroup>
            <div className="lemma-actions-row">
              {typeof navigator.share === 'function' ? (
                <Button icon="share" text={t('refer.share')} onClick={() => void share()} />
              ) : null}
              <AnchorButton
                icon="envelope"
                variant="outlined"
                text={t('refer.email')}
                href={`mailto:?subject=${encodeURIComponent('Lemma')}&body=${encodeURIComponent(`${text} ${link}`)}`}
              />
              <AnchorButton
                icon="chat"
                variant="outlined"
                text="WhatsApp"
                href={`https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`}
                target="_blank"
                rel="noopener noreferrer"
              />
              <AnchorButton
                icon="send-message"
                variant="outlined"
                text="X"
                href={`https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${encodeURIComponent(link)}`}
                target="_blank"
                rel="noopener noreferrer"
              />
            </div>
            <p className="lemma-muted">{t('refer.invited', { count: info.invitedCount })}</p>
          </div>
        )}
      </DialogBody>
    </Dialog>
  );
}
