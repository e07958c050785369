/**
 * The NEW_TUTOR session mode (§4 new-tutor flow): a session starts through the sessions plugin's
 * `POST /session/input/save/2` with `mode: "NEW_TUTOR"`. The caller pays in the same transaction —
 * a PRO credit for members, one of the free tutor sessions of §9 for guests and free users
 * (`users.trialCount`, default 2; `trialUsed` turns true at 0; also limited by the daily NEW_TUTOR
 * usage) — and a job, written in the same transaction, plans the problem.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { AppError, permissionsFor, users, type MemberType, type SessionModeHandler, type Tx } from '@lemma/sdk/server';
import { fields, PLAN_JOB, type TutorDeps } from './deps';
import { newTutorSessions } from './schema';

/** Takes one free tutor session inside `tx`; AppError AI_TUTOR_TRIAL_LIMIT_HIT (402) when none is left today or at all. */
async function takeTrial(deps: TutorDeps, tx: Tx, userId: number, memberType: MemberType): Promise<void> {
  const allowed = permissionsFor(memberType, await deps.usage.today(userId, { tx })).canNewTutor;
  const [left] = allowed
    ? await tx
        .update(users)
        .set({ trialCount: sql`${users.trialCount} - 1`, trialUsed: sql`${users.trialCount} - 1 <= 0`, updatedAt: new Date() })
        .where(and(eq(users.id, userId), gt(users.trialCount, 0)))
        .returning({ trialCount: users.trialCount })
    : [];
  if (!left)
    throw new AppError(
      'AI_TUTOR_TRIAL_LIMIT_HIT',
      'You have used your free tutor sessions. Become a member to keep learning with the tutor.',
    );
}

export function newTutorMode(deps: TutorDeps): SessionModeHandler {
  return {
    mode: 'NEW_TUTOR',
    purpose: 'NEW_TUTOR_SOLUTION',
    async begin(tx, { userId, sessionId }) {
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!user) throw new AppError('UNAUTHORIZED', 'Login required');
      const memberType = (user.isGuest ? 'GUEST' : user.memberType) as MemberType;
      let paidWith: 'TRIAL' | 'CREDIT' = 'TRIAL';
      if (memberType === 'MEMBER' || memberType === 'SUPER_MEMBER') {
        await deps.credits.spendInTransaction(tx, userId, 'PRO', 1, 'NEW_TUTOR', `tutor:${sessionId}`);
        paidWith = 'CREDIT';
      } else {
        await takeTrial(deps, tx, userId, memberType);
      }
      await tx.insert(newTutorSessions).values({ sessionId, paidWith });
      // The plan job commits with the session (durable: it survives a restart, docs/operations.md).
      await deps.jobs.enqueue(PLAN_JOB, { sessionId }, { tx });
    },
    started({ userId }) {
      void deps.usage.count(userId, 'NEW_TUTOR', 'NEW_TUTOR').catch(() => undefined);
    },
    async detail(sessionId) {
      const [row] = await deps.db.select().from(newTutorSessions).where(eq(newTutorSessions.sessionId, sessionId));
      return row ? { ...fields(row) } : {};
    },
  };
}
