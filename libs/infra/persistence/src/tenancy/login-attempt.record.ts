import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('login_attempts')
export class LoginAttemptRecord {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'citext' })
  email: string;

  @Column({ type: 'text' })
  address: string;

  @Column({ type: 'timestamptz' })
  at: Date;
}
