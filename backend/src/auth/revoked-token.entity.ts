import { Entity, PrimaryColumn } from 'typeorm';
import { DateTimeColumn } from '../database/columns';

/** Token ids revoked by logout, kept in the database so every API replica honours them. */
@Entity('revoked_tokens')
export class RevokedTokenEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 }) jti: string;
  @DateTimeColumn() expiresAt: Date;
}
