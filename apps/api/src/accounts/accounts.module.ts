import { Module } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  tenancyStore,
  TypeormClientRepository,
  TypeormProjectRepository,
  TypeormTenancyUnitOfWork,
  TypeormUserRepository,
} from '@atrium/persistence';
import {
  AddClient,
  AddProject,
  AddUser,
  DeleteClient,
  DeleteProject,
  DeleteUser,
  ResetProjectToken,
  UpdateClient,
  UpdateProject,
  UpdateUser,
} from '@atrium/tenancy';
import { Argon2PasswordHasher } from '../auth/argon2-password-hasher.js';
import { AuthModule } from '../auth/auth.module.js';
import { factory, factoryAs, factoryFrom } from '../wiring.js';
import { CLIENTS, PROJECTS, TENANCY_STORE, TENANCY_UOW, USERS } from './accounts.tokens.js';
import { ClientsController } from './clients.controller.js';
import { ProjectsController } from './projects.controller.js';
import { UsersController } from './users.controller.js';

/** Clients, and the users and projects under subscriptions (the tenancy context over HTTP). */
@Module({
  imports: [AuthModule],
  controllers: [ClientsController, UsersController, ProjectsController],
  providers: [
    factoryAs(CLIENTS, TypeormClientRepository, EntityManager),
    factoryAs(USERS, TypeormUserRepository, EntityManager),
    factoryAs(PROJECTS, TypeormProjectRepository, EntityManager),
    factoryAs(TENANCY_UOW, TypeormTenancyUnitOfWork, DataSource),
    factoryFrom(TENANCY_STORE, tenancyStore, EntityManager),
    factory(AddClient, CLIENTS, Argon2PasswordHasher),
    factory(UpdateClient, CLIENTS),
    factory(DeleteClient, CLIENTS),
    factory(AddUser, TENANCY_UOW, Argon2PasswordHasher),
    factory(UpdateUser, USERS),
    factory(DeleteUser, USERS),
    factory(AddProject, TENANCY_UOW),
    factory(UpdateProject, PROJECTS),
    factory(DeleteProject, PROJECTS),
    factory(ResetProjectToken, PROJECTS),
  ],
})
export class AccountsModule {}
