import { base32Decode, base32Encode, hotp, matchingStep, otpauthUri, timeStep, totpAt } from './totp';

// RFC 6238 appendix B: the seeds are ASCII "1234567890" repeated to the hash's key size.
const SEED_SHA1 = Buffer.from('12345678901234567890');
const SEED_SHA256 = Buffer.from('12345678901234567890123456789012');
const SEED_SHA512 = Buffer.from('1234567890123456789012345678901234567890123456789012345678901234');
const VECTORS: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)(
    'at %i s gives the RFC test vectors for SHA-1, SHA-256 and SHA-512',
    (seconds, sha1, sha256, sha512) => {
      const step = timeStep(seconds * 1000);
      expect(hotp(SEED_SHA1, step, 8, 'sha1')).toBe(sha1);
      expect(hotp(SEED_SHA256, step, 8, 'sha256')).toBe(sha256);
      expect(hotp(SEED_SHA512, step, 8, 'sha512')).toBe(sha512);
    },
  );

  it('reads back what it writes in base32 (RFC 4648 vectors)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI======').toString()).toBe('foobar');
    expect(base32Decode(base32Encode(SEED_SHA1))).toEqual(SEED_SHA1);
  });

  it('accepts the code of the current step and of one step either side, nothing further', () => {
    const secret = base32Encode(SEED_SHA1);
    const now = 1_111_111_111_000;
    expect(totpAt(secret, 59_000)).toBe('287082');
    expect(matchingStep(secret, totpAt(secret, now), now)).toBe(timeStep(now));
    expect(matchingStep(secret, totpAt(secret, now - 30_000), now)).toBe(timeStep(now) - 1);
    expect(matchingStep(secret, totpAt(secret, now + 30_000), now)).toBe(timeStep(now) + 1);
    expect(matchingStep(secret, totpAt(secret, now - 90_000), now)).toBeNull();
    expect(matchingStep(secret, 'abcdef', now)).toBeNull();
  });

  it('writes the otpauth URI authenticator apps read', () => {
    expect(otpauthUri('DIET Institute', 'asha@example.org', 'ABC')).toBe(
      'otpauth://totp/DIET%20Institute%3Aasha%40example.org?secret=ABC&issuer=DIET+Institute&algorithm=SHA1&digits=6&period=30',
    );
  });
});
