/** The server plugins mounted under /api (each plugin's `server/index.ts`). */
import type { ServerPluginDefinition } from '../sdk/server';

export const serverPlugins: readonly ServerPluginDefinition[] = [];
