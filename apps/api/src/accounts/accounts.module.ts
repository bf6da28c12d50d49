import { Module } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  tenancyStore,
  TypeormClientRepository,
  TypeormPersonRepository,
  TypeormProjectRepository,
  TypeormTenancyUnitOfWork,
  TypeormTwoFactorStore,
  TypeormUserRepository,
} from '@atrium/persistence';
import {
  AddClient,
  AddProject,
  AddUser,
  CLIENT_REPOSITORY,
  DeleteClient,
  DeleteProject,
  DeleteUser,
  PROJECT_REPOSITORY,
  ResetClientTwoFactor,
  ResetProjectToken,
  TENANCY_STORE,
  TENANCY_UNIT_OF_WORK,
  UpdateClient,
  UpdateProject,
  UpdateUser,
  USER_REPOSITORY,
} from '@atrium/tenancy';
import { Argon2PasswordHasher } from '../auth/argon2-password-hasher.js';
import { AuthModule } from '../auth/auth.module.js';
import { factory, factoryAs, factoryFrom } from '../wiring.js';
import { ClientsController } from './clients.controller.js';
import { ProjectsController } from './projects.controller.js';
import { UsersController } from './users.controller.js';

/** Clients, and the users and projects under subscriptions (the tenancy context over HTTP). */
@Module({
  imports: [AuthModule],
  controllers: [ClientsController, UsersController, ProjectsController],
  providers: [
    factoryAs(CLIENT_REPOSITORY, TypeormClientRepository, EntityManager),
    factoryAs(USER_REPOSITORY, TypeormUserRepository, EntityManager),
    factoryAs(PROJECT_REPOSITORY, TypeormProjectRepository, EntityManager),
    factoryAs(TENANCY_UNIT_OF_WORK, TypeormTenancyUnitOfWork, DataSource),
    factoryFrom(TENANCY_STORE, tenancyStore, EntityManager),
    factory(AddClient, CLIENT_REPOSITORY, Argon2PasswordHasher),
    factory(UpdateClient, CLIENT_REPOSITORY),
    factory(DeleteClient, CLIENT_REPOSITORY),
    factory(AddUser, TENANCY_UNIT_OF_WORK, Argon2PasswordHasher),
    factory(UpdateUser, USER_REPOSITORY),
    factory(DeleteUser, USER_REPOSITORY),
    factory(AddProject, TENANCY_UNIT_OF_WORK),
    factory(UpdateProject, PROJECT_REPOSITORY),
    factory(DeleteProject, PROJECT_REPOSITORY),
    factory(ResetProjectToken, PROJECT_REPOSITORY),
    factory(ResetClientTwoFactor, TypeormPersonRepository, TypeormTwoFactorStore),
  ],
})
export class AccountsModule {}
