// The types every route shares: the Node request bindings and the signed-in caller set by requireUser.
import type { HttpBindings } from '@hono/node-server';

interface Caller {
  userId: string;
  sessionId: string;
  email: string;
}

export type AppEnv = { Bindings: HttpBindings; Variables: { caller: Caller } };
