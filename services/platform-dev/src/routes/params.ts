// Path parameters shared by the platform routes.
import { z } from 'zod';

/**
 * Project and branch refs are short lowercase words. Anything else cannot name a project, so it is answered
 * like a ref that does not exist, without a query.
 */
export const refSchema = z.string().regex(/^[a-z0-9]{1,64}$/);
