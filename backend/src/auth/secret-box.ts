/**
 * Encrypts the TOTP secrets at rest (AES-256-GCM), with a key derived from JWT_SECRET: a copy of
 * the database alone does not give anyone the codes. Changing JWT_SECRET makes the stored secrets
 * unreadable; the people concerned then sign in with a recovery code or have an administrator
 * reset their second factor.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export class SecretBox {
  private readonly key: Buffer;

  constructor(masterSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', masterSecret, 'diet-two-factor', 'totp-secret', 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
  }

  /** null when the value was sealed with another key or altered. */
  open(value: string): string | null {
    const [version, iv, tag, sealed] = value.split('.');
    if (version !== VERSION || !iv || !tag || !sealed) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
