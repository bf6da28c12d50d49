import { Module } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { systemClock } from '@atrium/kernel';
import {
  ActiveSessionCache,
  CachedSessionRepository,
  NotificationFeed,
  TypeormPersonRepository,
  Sha256RecoveryCodeHasher,
  TypeormLoginThrottleStore,
  TypeormPlatformSettings,
  TypeormSessionRepository,
  TypeormTwoFactorStore,
} from '@atrium/persistence';
import {
  AttemptGate,
  BootstrapAdmin,
  ChangePassword,
  CompleteTwoFactorSignIn,
  ConfirmTwoFactorSetup,
  DEFAULT_LOGIN_RATE_LIMIT,
  DisableTwoFactor,
  GetTwoFactorPolicy,
  GetTwoFactorStatus,
  Login,
  Logout,
  SecondFactor,
  SessionOpener,
  SetTwoFactorPolicy,
  StartTwoFactorSetup,
  TwoFactorChallenges,
  ValidateSession,
} from '@atrium/tenancy';
import { AppConfig } from '../config/config.js';
import { factory, factoryAs, factoryFrom } from '../wiring.js';
import { Argon2PasswordHasher } from './argon2-password-hasher.js';
import { AuthController } from './auth.controller.js';
import { JwtTokenSigner } from './jwt-token-signer.js';
import { resolveJwtSecret } from './jwt-secret.js';
import { LoginThrottleCleanup } from './login-throttle-cleanup.js';
import { OtpauthOneTimeCodes } from './otpauth-one-time-codes.js';
import { QrcodeRenderer } from './qrcode-renderer.js';
import { secretBoxFor } from './secret-box.js';
import { TwoFactorController } from './two-factor.controller.js';

const people = (ds: DataSource) => new TypeormPersonRepository(ds.manager);
const sessions = (ds: DataSource, cache: ActiveSessionCache) =>
  new CachedSessionRepository(new TypeormSessionRepository(ds.manager), cache);

@Module({
  controllers: [AuthController, TwoFactorController],
  providers: [
    { provide: Argon2PasswordHasher, useValue: new Argon2PasswordHasher() },
    LoginThrottleCleanup,
    // One cache per app (a factory: a value here would be shared by every app in the process), for every
    // use case that checks or revokes sessions.
    factoryFrom(ActiveSessionCache, (feed: NotificationFeed) => feed.add(new ActiveSessionCache()), NotificationFeed),
    factoryFrom(JwtTokenSigner, (config: AppConfig) => new JwtTokenSigner(resolveJwtSecret(config.jwtSecret, config.dataDir)), AppConfig),
    factoryFrom(
      Login,
      (
        ds: DataSource,
        hasher: Argon2PasswordHasher,
        signer: JwtTokenSigner,
        cache: ActiveSessionCache,
        factor: SecondFactor,
        challenges: TwoFactorChallenges,
      ) =>
        new Login(
          people(ds),
          sessions(ds, cache),
          new TypeormLoginThrottleStore(ds.manager),
          hasher,
          signer,
          systemClock,
          DEFAULT_LOGIN_RATE_LIMIT,
          { factor, challenges },
        ),
      DataSource,
      Argon2PasswordHasher,
      JwtTokenSigner,
      ActiveSessionCache,
      SecondFactor,
      TwoFactorChallenges,
    ),
    // Two-factor sign-in (issue 22 §3).
    factoryAs(TypeormPersonRepository, TypeormPersonRepository, EntityManager),
    factoryAs(TypeormTwoFactorStore, TypeormTwoFactorStore, EntityManager),
    factoryAs(TypeormPlatformSettings, TypeormPlatformSettings, EntityManager),
    factoryFrom(
      SecondFactor,
      (store: TypeormTwoFactorStore, config: AppConfig) =>
        new SecondFactor(
          store,
          new OtpauthOneTimeCodes(),
          secretBoxFor(config, 'two-factor-secrets'),
          new Sha256RecoveryCodeHasher(),
          systemClock,
        ),
      TypeormTwoFactorStore,
      AppConfig,
    ),
    factoryFrom(
      TwoFactorChallenges,
      (store: TypeormTwoFactorStore, settings: TypeormPlatformSettings) => new TwoFactorChallenges(store, settings, systemClock),
      TypeormTwoFactorStore,
      TypeormPlatformSettings,
    ),
    factoryFrom(
      AttemptGate,
      (ds: DataSource) => new AttemptGate(new TypeormLoginThrottleStore(ds.manager), DEFAULT_LOGIN_RATE_LIMIT, systemClock),
      DataSource,
    ),
    factoryFrom(
      SessionOpener,
      (ds: DataSource, signer: JwtTokenSigner, cache: ActiveSessionCache) => new SessionOpener(sessions(ds, cache), signer, systemClock),
      DataSource,
      JwtTokenSigner,
      ActiveSessionCache,
    ),
    factory(CompleteTwoFactorSignIn, TypeormPersonRepository, TwoFactorChallenges, SecondFactor, AttemptGate, SessionOpener),
    factoryFrom(
      StartTwoFactorSetup,
      (p: TypeormPersonRepository, c: TwoFactorChallenges, f: SecondFactor) => new StartTwoFactorSetup(p, c, f, new QrcodeRenderer()),
      TypeormPersonRepository,
      TwoFactorChallenges,
      SecondFactor,
    ),
    factory(ConfirmTwoFactorSetup, TypeormPersonRepository, TwoFactorChallenges, SecondFactor, AttemptGate, SessionOpener),
    factory(
      DisableTwoFactor,
      TypeormPersonRepository,
      TypeormTwoFactorStore,
      TypeormPlatformSettings,
      SecondFactor,
      Argon2PasswordHasher,
      AttemptGate,
    ),
    factory(GetTwoFactorStatus, TypeormPersonRepository, TypeormTwoFactorStore, TypeormPlatformSettings),
    factory(GetTwoFactorPolicy, TypeormPlatformSettings),
    factory(SetTwoFactorPolicy, TypeormPlatformSettings),
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
  exports: [ValidateSession, BootstrapAdmin, Argon2PasswordHasher, TypeormPersonRepository, TypeormTwoFactorStore],
})
export class AuthModule {}
