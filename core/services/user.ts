/** IUser (§3 User info, Balance info; §6 model choice: default MAX, reset gives PRO). */
import { makeAutoObservable, runInAction } from 'mobx';
import type { BalanceInfo, UserInfo } from '@lemma/sdk/contract/auth';
import type { ModelCode } from '@lemma/sdk/contract/constants';
import type { UserService } from '@lemma/sdk/services';
import type { Api } from './api';

export class User implements UserService {
  info: UserInfo | null = null;
  balance: BalanceInfo | null = null;
  modelCode: ModelCode = 'MAX';

  constructor(private readonly api: Api) {
    makeAutoObservable<User, 'api'>(this, { api: false });
  }

  async loadInfo() {
    const info = await this.api.get<UserInfo>('/user/info', { silent: true }).catch(() => null);
    runInAction(() => (this.info = info));
    return info;
  }
  async loadBalance() {
    const balance = await this.api.get<BalanceInfo>('/balance/info', { silent: true }).catch(() => null);
    runInAction(() => (this.balance = balance));
    return balance;
  }
  async update(
    patch: Partial<Pick<UserInfo, 'firstName' | 'lastName' | 'grade' | 'degreeId' | 'defaultMode' | 'country' | 'city'>>,
  ) {
    const info = await this.api.post<UserInfo>('/user/update', patch);
    runInAction(() => (this.info = info));
  }
  /** §6: reset gives PRO. */
  resetModel() {
    this.modelCode = 'PRO';
  }
  clear() {
    this.info = null;
    this.balance = null;
    this.modelCode = 'MAX';
  }
}
