import { z } from 'zod';

/** The body of a lifecycle callback (docs/CONNECT.md, "The contract the server relies on"); unknown fields are kept. */
export const lifecyclePayloadSchema = z
  .object({
    key: z.string().min(1).max(255),
    clientKey: z.string().min(1).max(255),
    baseUrl: z.string().url().max(1000),
    displayUrl: z.string().url().max(1000).optional(),
    productType: z.string().min(1).max(50),
    eventType: z.enum(['installed', 'uninstalled', 'enabled', 'disabled']),
    sharedSecret: z.string().min(16).max(1000).optional(),
    description: z.string().max(2000).optional(),
    serverVersion: z.string().max(100).optional(),
    pluginsVersion: z.string().max(100).optional(),
  })
  .passthrough();

export type LifecyclePayload = z.infer<typeof lifecyclePayloadSchema>;
