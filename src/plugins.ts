/**
 * Every client plugin compiled into the app. Which of them run is decided by the server
 * (`GET /api/config` → disabledPlugins), so an admin can switch one off without a rebuild.
 */
import type { PluginDefinition } from '@lemma/sdk';
import dashboard from '../plugins/dashboard';
import ask from '../plugins/ask';
import calculator from '../plugins/calculator';
import graph from '../plugins/graph';
import tutor from '../plugins/tutor';
import billing from '../plugins/billing';
import account from '../plugins/account';

export const plugins: PluginDefinition<unknown>[] = [ask, tutor, calculator, graph, dashboard, billing, account] as PluginDefinition<unknown>[];
