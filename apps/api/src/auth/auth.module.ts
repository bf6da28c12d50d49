import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { systemClock } from '@atrium/kernel';
import { TypeormLoginAttemptRepository, TypeormPersonRepository, TypeormSessionRepository } from '@atrium/persistence';
import { BootstrapAdmin, ChangePassword, DEFAULT_LOGIN_RATE_LIMIT, Login, Logout, ValidateSession } from '@atrium/tenancy';
import { AppConfig } from '../config/config.js';
import { Argon2PasswordHasher } from './argon2-password-hasher.js';
import { AuthController } from './auth.controller.js';
import { JwtTokenSigner } from './jwt-token-signer.js';
import { resolveJwtSecret } from './jwt-secret.js';

const people = (ds: DataSource) => new TypeormPersonRepository(ds.manager);
const sessions = (ds: DataSource) => new TypeormSessionRepository(ds.manager);

@Module({
  controllers: [AuthController],
  providers: [
    { provide: Argon2PasswordHasher, useValue: new Argon2PasswordHasher() },
    {
      provide: JwtTokenSigner,
      useFactory: (config: AppConfig) => new JwtTokenSigner(resolveJwtSecret(config.jwtSecret, config.dataDir)),
      inject: [AppConfig],
    },
    {
      provide: Login,
      useFactory: (ds: DataSource, hasher: Argon2PasswordHasher, signer: JwtTokenSigner) =>
        new Login(
          people(ds),
          sessions(ds),
          new TypeormLoginAttemptRepository(ds.manager),
          hasher,
          signer,
          systemClock,
          DEFAULT_LOGIN_RATE_LIMIT,
        ),
      inject: [DataSource, Argon2PasswordHasher, JwtTokenSigner],
    },
    {
      provide: ValidateSession,
      useFactory: (ds: DataSource, signer: JwtTokenSigner) => new ValidateSession(signer, sessions(ds), systemClock),
      inject: [DataSource, JwtTokenSigner],
    },
    { provide: Logout, useFactory: (ds: DataSource) => new Logout(sessions(ds), systemClock), inject: [DataSource] },
    {
      provide: ChangePassword,
      useFactory: (ds: DataSource, hasher: Argon2PasswordHasher) => new ChangePassword(people(ds), sessions(ds), hasher, systemClock),
      inject: [DataSource, Argon2PasswordHasher],
    },
    {
      provide: BootstrapAdmin,
      useFactory: (ds: DataSource, hasher: Argon2PasswordHasher) => new BootstrapAdmin(people(ds), hasher),
      inject: [DataSource, Argon2PasswordHasher],
    },
  ],
  exports: [ValidateSession, BootstrapAdmin, Argon2PasswordHasher],
})
export class AuthModule {}
