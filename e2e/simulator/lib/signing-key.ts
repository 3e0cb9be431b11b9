import { generateKeyPairSync } from 'node:crypto';

/** An RSA key the host signs lifecycle callbacks with; the public half is served by `kid`. */
export interface SigningKey {
  kid: string;
  privateKeyPem: string;
  publicKeyPem: string;
}

export function createSigningKey(kid: string): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { kid, privateKeyPem: privateKey, publicKeyPem: publicKey };
}
