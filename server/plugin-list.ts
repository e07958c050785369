/** The server plugins mounted under /api (each plugin's `server/index.ts`). */
import type { ServerPluginDefinition } from '../sdk/server';
import ask from '../plugins/ask/server';
import calculator from '../plugins/calculator/server';
import tutor from '../plugins/tutor/server';
import billing from '../plugins/billing/server';
import account from '../plugins/account/server';

export const serverPlugins: readonly ServerPluginDefinition[] = [ask, calculator, tutor, billing, account];
