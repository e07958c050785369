/**
 * Test support: the session the server's `GET /session/detail/uuid/:uuid` returns for one question and its answer
 * (sdk contract SessionDto), so view tests build only the answer part they are about.
 */

/** A session `uuid` holding one input `question` (id 7, SUCCESS, PRO) answered by `output`. */
export function sessionDetail(uuid: string, question: string, output: Record<string, unknown>) {
  const input = { id: 7, sessionId: 5, content: question, status: 'SUCCESS', purpose: null, model: 'PRO', createdAt: 0, output };
  return {
    id: 5,
    uuid,
    name: question,
    grade: null,
    favorite: false,
    shared: false,
    mode: 'ANSWER',
    createdAt: 0,
    updatedAt: 0,
    parseStatus: null,
    sessionInputs: [input],
    sessionOutputs: [output],
  };
}
