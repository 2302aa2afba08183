import { z } from 'zod';

/*
 * The compute sizes a hosted project can run on, smallest first. Memory and CPU describe the database server;
 * the connection figures are the defaults for direct Postgres connections and for clients of the pooler.
 */
export const computeAddOnSchema = z.strictObject({
  name: z.string().min(1),
  memoryGb: z.number().positive(),
  cpu: z.string().min(1),
  dedicatedCpu: z.boolean(),
  directConnections: z.number().int().positive(),
  poolerClients: z.number().int().positive(),
});

export type ComputeAddOn = z.infer<typeof computeAddOnSchema>;

export const computeAddOns: readonly ComputeAddOn[] = z.array(computeAddOnSchema).parse([
  {
    name: 'Nano',
    memoryGb: 0.5,
    cpu: 'Shared',
    dedicatedCpu: false,
    directConnections: 60,
    poolerClients: 200,
  },
  {
    name: 'Micro',
    memoryGb: 1,
    cpu: '2-core ARM',
    dedicatedCpu: false,
    directConnections: 60,
    poolerClients: 200,
  },
  {
    name: 'Small',
    memoryGb: 2,
    cpu: '2-core ARM',
    dedicatedCpu: false,
    directConnections: 90,
    poolerClients: 400,
  },
  {
    name: 'Medium',
    memoryGb: 4,
    cpu: '2-core ARM',
    dedicatedCpu: false,
    directConnections: 120,
    poolerClients: 600,
  },
  {
    name: 'Large',
    memoryGb: 8,
    cpu: '2-core ARM',
    dedicatedCpu: true,
    directConnections: 160,
    poolerClients: 800,
  },
  {
    name: 'XL',
    memoryGb: 16,
    cpu: '4-core ARM',
    dedicatedCpu: true,
    directConnections: 240,
    poolerClients: 1000,
  },
  {
    name: '2XL',
    memoryGb: 32,
    cpu: '8-core ARM',
    dedicatedCpu: true,
    directConnections: 380,
    poolerClients: 1500,
  },
  {
    name: '4XL',
    memoryGb: 64,
    cpu: '16-core ARM',
    dedicatedCpu: true,
    directConnections: 480,
    poolerClients: 3000,
  },
  {
    name: '8XL',
    memoryGb: 128,
    cpu: '32-core ARM',
    dedicatedCpu: true,
    directConnections: 490,
    poolerClients: 6000,
  },
  {
    name: '12XL',
    memoryGb: 192,
    cpu: '48-core ARM',
    dedicatedCpu: true,
    directConnections: 500,
    poolerClients: 9000,
  },
  {
    name: '16XL',
    memoryGb: 256,
    cpu: '64-core ARM',
    dedicatedCpu: true,
    directConnections: 500,
    poolerClients: 12000,
  },
]);
