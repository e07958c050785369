/**
 * The Ask client state (mobx): the session list (paged by 20, §9), the open session, and asking a
 * question — save the input, then follow the answer as server-sent events (falling back to polling
 * the input detail), so steps appear as they are written.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { sessionName } from '@lemma/sdk/contract/sessionName';
import { LIMITS, type ApiService, type EventsService, type PluginsService, type ViewInfo } from '@lemma/sdk';
import type {
  AnswerStep,
  GraphFunction,
  InputSaveResponse,
  SessionDetail,
  SessionInputDto,
  SessionOutputDto,
  SessionSummary,
} from '../shared/contract';

export type LoadState = 'idle' | 'loading' | 'ready' | 'error';

export class AskStore {
  sessions: SessionSummary[] = [];
  hasMore = false;
  listState: LoadState = 'idle';
  favoritesOnly = false;

  current: SessionDetail | null = null;
  currentState: LoadState = 'idle';
  /** Steps streamed for the input being answered, keyed by input id. */
  liveSteps = new Map<number, AnswerStep[]>();
  /** Text streamed by an LLM answer in the making, keyed by input id. */
  liveText = new Map<number, string>();
  asking = false;
  model: 'PRO' | 'MAX' = 'MAX';

  constructor(
    private readonly api: ApiService,
    events?: EventsService,
    private readonly plugins?: PluginsService,
  ) {
    makeAutoObservable<AskStore, 'api' | 'plugins'>(this, { api: false, plugins: false });
    events?.on('auth:changed', () => void this.loadSessions(true));
    // Another tool (the tutor) created a session: the history shows it.
    events?.on('sessions:changed', () => void this.loadSessions(true));
  }

  async loadSessions(reset = false, language = 'en') {
    this.listState = 'loading';
    try {
      const offset = reset ? 0 : this.sessions.length;
      const limit = LIMITS.SESSION_PAGE_SIZE;
      const r = this.favoritesOnly
        ? await this.api.post<{ sessions: SessionSummary[]; hasMore: boolean }>(
            '/session/favorite/list',
            { limit, offset },
            { silent: true },
          )
        : await this.api.get<{ sessions: SessionSummary[]; hasMore: boolean }>(
            `/session/all/${language}?limit=${limit}&offset=${offset}`,
            { silent: true },
          );
      runInAction(() => {
        this.sessions = reset ? r.sessions : [...this.sessions, ...r.sessions];
        this.hasMore = r.hasMore;
        this.listState = 'ready';
      });
    } catch {
      runInAction(() => (this.listState = 'error'));
    }
  }

  setModel(model: 'PRO' | 'MAX') {
    this.model = model;
  }

  setFavoritesOnly(on: boolean) {
    this.favoritesOnly = on;
    void this.loadSessions(true);
  }

  async open(uuid: string) {
    if (this.current?.uuid !== uuid) this.current = null;
    this.currentState = 'loading';
    try {
      const d = await this.api.get<SessionDetail>(`/session/detail/uuid/${uuid}`, { silent: true });
      runInAction(() => {
        this.current = d;
        this.currentState = 'ready';
      });
      for (const i of d.sessionInputs) if (i.status === 'PENDING' || i.status === 'GENERATING') void this.follow(i.id);
    } catch {
      runInAction(() => (this.currentState = 'error'));
    }
  }

  closeCurrent() {
    this.current = null;
    this.currentState = 'idle';
  }

  /**
   * Asks a question (in the open session when `sessionUuid` is given). Resolves with the save
   * response; the answer arrives through `follow`. Errors (credits, validation) propagate so the
   * page can keep the text; the API layer already opened the right dialog.
   */
  async ask(
    content: string,
    opts: { sessionUuid?: string; language: string; grade?: number | null },
  ): Promise<InputSaveResponse> {
    this.asking = true;
    try {
      const r = await this.api.post<InputSaveResponse>('/session/input/save/2', {
        content,
        mode: 'ANSWER',
        language: opts.language,
        grade: opts.grade ?? undefined,
        sessionUuid: opts.sessionUuid,
        model: this.model,
      });
      const pending: SessionInputDto = {
        id: r.inputId,
        sessionId: r.sessionId,
        content,
        status: 'PENDING',
        purpose: null,
        model: r.model,
        createdAt: Date.now(),
        output: null,
      };
      runInAction(() => {
        if (this.current && this.current.uuid === r.sessionUuid) this.current.sessionInputs.push(pending);
        else {
          const now = Date.now();
          this.current = {
            id: r.sessionId,
            uuid: r.sessionUuid,
            name: sessionName(content),
            grade: opts.grade ?? null,
            favorite: false,
            shared: false,
            mode: 'ANSWER',
            createdAt: now,
            updatedAt: now,
            parseStatus: null,
            sessionInputs: [pending],
            sessionOutputs: [],
          };
          this.currentState = 'ready';
        }
      });
      void this.follow(r.inputId).then(() => this.loadSessions(true, opts.language));
      return r;
    } finally {
      runInAction(() => (this.asking = false));
    }
  }

  private applyInput(inputId: number, patch: Partial<SessionInputDto>) {
    const input = this.current?.sessionInputs.find((i) => i.id === inputId);
    if (input) Object.assign(input, patch);
  }

  /** Follows an answer: SSE first, then the input detail as the source of truth. */
  async follow(inputId: number) {
    runInAction(() => this.liveSteps.set(inputId, []));
    try {
      await this.api.stream(`/session/input/stream/id/${inputId}`, (event, data) => {
        runInAction(() => {
          const d = data as { status?: string; step?: AnswerStep; output?: SessionOutputDto };
          if (event === 'status' && d.status) this.applyInput(inputId, { status: d.status as SessionInputDto['status'] });
          if (event === 'step' && d.step) this.liveSteps.set(inputId, [...(this.liveSteps.get(inputId) ?? []), d.step]);
          if (event === 'text' && typeof (data as { text?: string }).text === 'string')
            this.liveText.set(inputId, (this.liveText.get(inputId) ?? '') + (data as { text: string }).text);
          if (event === 'output' && d.output)
            this.applyInput(inputId, { status: (d.status ?? 'SUCCESS') as SessionInputDto['status'], output: d.output });
        });
      });
    } catch {
      /* fall through to polling */
    }
    for (let i = 0; i < 60; i++) {
      const d = await this.api.get<SessionInputDto>(`/session/input/detail/id/${inputId}`, { silent: true }).catch(() => null);
      if (d && d.status !== 'PENDING' && d.status !== 'GENERATING') {
        runInAction(() => {
          this.applyInput(inputId, d);
          this.liveSteps.delete(inputId);
          this.liveText.delete(inputId);
        });
        return;
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
  }

  async regenerate() {
    const s = this.current;
    if (!s) return;
    const r = await this.api.post<{ inputId: number }>(`/session/regenerate/${s.id}`, { model: this.model });
    runInAction(() => this.applyInput(r.inputId, { status: 'PENDING', purpose: 'REGENERATE', output: null }));
    await this.follow(r.inputId);
  }

  async rename(id: number, name: string) {
    const u = await this.api.post<SessionSummary>(`/session/name/update/id/${id}`, { name });
    runInAction(() => {
      this.sessions = this.sessions.map((x) => (x.id === id ? u : x));
      if (this.current?.id === id) this.current.name = u.name;
    });
  }

  async remove(id: number) {
    await this.api.delete(`/session/delete/id/${id}`);
    runInAction(() => {
      this.sessions = this.sessions.filter((x) => x.id !== id);
      if (this.current?.id === id) this.closeCurrent();
    });
  }

  async setFavorite(id: number, favorite: boolean) {
    const u = await this.api.post<SessionSummary>('/session/update/favorite', { sessionId: id, favorite });
    runInAction(() => {
      this.sessions = this.sessions.map((x) => (x.id === id ? u : x)).filter((x) => !this.favoritesOnly || x.favorite);
      if (this.current?.id === id) this.current.favorite = favorite;
    });
  }

  async share(id: number, shared: boolean): Promise<string> {
    const r = await this.api.post<{ path: string }>('/session/share', { sessionId: id, shared });
    runInAction(() => {
      if (this.current?.id === id) this.current.shared = shared;
    });
    return r.path;
  }

  /**
   * "Plot in graph" (§4: an output's graph functions open the graph calculator): plots them and
   * stores them on the session (`POST /session/update/render-function`).
   * @param from the view the plot was asked from (`graph:plot` opens a tile from a tile, else the page)
   */
  async plot(functions: GraphFunction[], from: ViewInfo | null = null) {
    if (this.current)
      void this.api
        .post('/session/update/render-function', { sessionId: this.current.id, desmosFunction: functions }, { silent: true })
        .catch(() => {});
    await this.plugins?.runCommand('graph:plot', { functions }, from);
  }

  async feedback(outputId: number, feedback: 1 | -1 | 0) {
    await this.api.post('/session/feedback/save', { sessionOutputId: outputId, feedback });
    runInAction(() => {
      for (const i of this.current?.sessionInputs ?? []) if (i.output?.id === outputId) i.output.outputFeedback = feedback;
    });
  }

  /**
   * Follows an answer's related picture (§7 `POST /session/check/related-image/{id}`) while it is
   * PENDING, for at most ~15 s, and stores its status and URL on the output.
   */
  async followImage(outputId: number) {
    for (let i = 0; i < 30; i++) {
      const r = await this.api
        .post<{ relatedImageStatus: string | null; relatedImageUrl: string | null }>(
          `/session/check/related-image/${outputId}`,
          undefined,
          { silent: true },
        )
        .catch(() => null);
      if (!r) return;
      runInAction(() => {
        for (const inp of this.current?.sessionInputs ?? [])
          if (inp.output?.id === outputId)
            Object.assign(inp.output, { relatedImageStatus: r.relatedImageStatus, relatedImageUrl: r.relatedImageUrl });
      });
      if (r.relatedImageStatus !== 'PENDING') return;
      await new Promise((res) => setTimeout(res, 500));
    }
  }
}
