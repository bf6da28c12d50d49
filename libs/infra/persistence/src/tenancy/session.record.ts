import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('sessions')
export class SessionRecord {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'person_id', type: 'integer' })
  personId: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
