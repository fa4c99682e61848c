/**
 * Encrypts the TOTP secrets at rest (AES-256-GCM) with a key of their own (TOTP_ENCRYPTION_KEY, or
 * DATA_DIR/totp-key made once): a copy of the database alone does not give anyone the codes, and
 * changing JWT_SECRET leaves every enrolment working.
 *
 * Rotation keeps enrolments: the box seals with its first key and opens with any of them. Set the
 * new TOTP_ENCRYPTION_KEY and the old one in TOTP_ENCRYPTION_KEY_PREVIOUS, restart: every stored
 * secret is sealed again with the new key at boot (totp-key-migration.ts); the old key can then go.
 * Secrets sealed before the key existed (derived from JWT_SECRET) are opened and moved the same way.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { AppConfig } from '../config/app-config';

const VERSION = 'v1';

const derive = (masterSecret: string) =>
  Buffer.from(hkdfSync('sha256', masterSecret, 'diet-two-factor', 'totp-secret', 32));

export class SecretBox {
  private readonly keys: Buffer[];

  /** `masterSecrets[0]` seals; each of them opens. */
  constructor(masterSecrets: string | readonly string[]) {
    this.keys = (typeof masterSecrets === 'string' ? [masterSecrets] : masterSecrets).map(derive);
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.keys[0], iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [
      VERSION,
      iv.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      sealed.toString('base64url'),
    ].join('.');
  }

  /** null when the value was sealed with none of the keys, or altered. */
  open(value: string): string | null {
    return this.opened(value)?.plain ?? null;
  }

  /** Whether `value` is sealed with the current (first) key: nothing to move. */
  isCurrent(value: string): boolean {
    return this.opened(value)?.index === 0;
  }

  private opened(value: string): { plain: string; index: number } | null {
    const [version, iv, tag, sealed] = value.split('.');
    if (version !== VERSION || !iv || !tag || !sealed) return null;
    for (const [index, key] of this.keys.entries()) {
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return {
          plain: Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8'),
          index,
        };
      } catch {
        // Not this key: try the next.
      }
    }
    return null;
  }
}

/** The box of the 2FA secrets: seals with the TOTP key, opens with it, the previous ones and the JWT secret's old derivation. */
export const totpSecretBox = (config: Pick<AppConfig, 'totp' | 'jwtSecret'>): SecretBox =>
  new SecretBox([config.totp.key, ...config.totp.previousKeys, config.jwtSecret]);
