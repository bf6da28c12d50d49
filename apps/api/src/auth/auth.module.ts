import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { systemClock } from '@atrium/kernel';
import {
  ActiveSessionCache,
  CachedSessionRepository,
  NotificationFeed,
  TypeormPersonRepository,
  TypeormLoginThrottleStore,
  TypeormSessionRepository,
} from '@atrium/persistence';
import { BootstrapAdmin, ChangePassword, DEFAULT_LOGIN_RATE_LIMIT, Login, Logout, ValidateSession } from '@atrium/tenancy';
import { AppConfig } from '../config/config.js';
import { factoryFrom } from '../wiring.js';
import { Argon2PasswordHasher } from './argon2-password-hasher.js';
import { AuthController } from './auth.controller.js';
import { JwtTokenSigner } from './jwt-token-signer.js';
import { resolveJwtSecret } from './jwt-secret.js';
import { LoginThrottleCleanup } from './login-throttle-cleanup.js';

const people = (ds: DataSource) => new TypeormPersonRepository(ds.manager);
const sessions = (ds: DataSource, cache: ActiveSessionCache) =>
  new CachedSessionRepository(new TypeormSessionRepository(ds.manager), cache);

@Module({
  controllers: [AuthController],
  providers: [
    { provide: Argon2PasswordHasher, useValue: new Argon2PasswordHasher() },
    LoginThrottleCleanup,
    // One cache per app (a factory: a value here would be shared by every app in the process), for every
    // use case that checks or revokes sessions.
    factoryFrom(ActiveSessionCache, (feed: NotificationFeed) => feed.add(new ActiveSessionCache()), NotificationFeed),
    factoryFrom(JwtTokenSigner, (config: AppConfig) => new JwtTokenSigner(resolveJwtSecret(config.jwtSecret, config.dataDir)), AppConfig),
    factoryFrom(
      Login,
      (ds: DataSource, hasher: Argon2PasswordHasher, signer: JwtTokenSigner, cache: ActiveSessionCache) =>
        new Login(
          people(ds),
          sessions(ds, cache),
          new TypeormLoginThrottleStore(ds.manager),
          hasher,
          signer,
          systemClock,
          DEFAULT_LOGIN_RATE_LIMIT,
        ),
      DataSource,
      Argon2PasswordHasher,
      JwtTokenSigner,
      ActiveSessionCache,
    ),
    factoryFrom(
      ValidateSession,
      (ds: DataSource, signer: JwtTokenSigner, cache: ActiveSessionCache) => new ValidateSession(signer, sessions(ds, cache), systemClock),
      DataSource,
      JwtTokenSigner,
      ActiveSessionCache,
    ),
    factoryFrom(
      Logout,
      (ds: DataSource, cache: ActiveSessionCache) => new Logout(sessions(ds, cache), systemClock),
      DataSource,
      ActiveSessionCache,
    ),
    factoryFrom(
      ChangePassword,
      (ds: DataSource, hasher: Argon2PasswordHasher, cache: ActiveSessionCache) =>
        new ChangePassword(people(ds), sessions(ds, cache), hasher, systemClock),
      DataSource,
      Argon2PasswordHasher,
      ActiveSessionCache,
    ),
    factoryFrom(
      BootstrapAdmin,
      (ds: DataSource, hasher: Argon2PasswordHasher) => new BootstrapAdmin(people(ds), hasher),
      DataSource,
      Argon2PasswordHasher,
    ),
  ],
  exports: [ValidateSession, BootstrapAdmin, Argon2PasswordHasher],
})
export class AuthModule {}
