import type { CertificateStatus } from '@diet/contracts/training-messages';
import { publicApi } from '../../api/public-api';

/** GET /api/certificates/{code} (ARCHITECTURE.md 12.2). */
export interface VerifiedCertificate {
  status: CertificateStatus;
  name: string;
  programme: string;
  hours: number;
  startsAt: string;
  endsAt: string;
  issuedAt: string;
  revokedReason?: string;
}

export const verifyApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    /** The certificate with the code, or null when none has it (the 404 is an answer, not a failure). */
    getCertificate: build.query<VerifiedCertificate | null, string>({
      async queryFn(code, _api, _extra, query) {
        const result = await query(`certificates/${encodeURIComponent(code)}`);
        if (result.error) return result.error.status === 404 ? { data: null } : { error: result.error };
        return { data: (result.data as { data: VerifiedCertificate }).data };
      },
      // A revocation must show at once: each visit asks again.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetCertificateQuery } = verifyApi;
