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
import { factory } from '../wiring.js';
import { TENANCY_STORE } from './accounts.tokens.js';
import { ClientsController } from './clients.controller.js';
import { ProjectsController } from './projects.controller.js';
import { UsersController } from './users.controller.js';

const UOW = TypeormTenancyUnitOfWork;
const CLIENTS = TypeormClientRepository;
const USERS = TypeormUserRepository;
const PROJECTS = TypeormProjectRepository;

/** Clients, and the users and projects under subscriptions (the tenancy context over HTTP). */
@Module({
  imports: [AuthModule],
  controllers: [ClientsController, UsersController, ProjectsController],
  providers: [
    factory(CLIENTS, EntityManager),
    factory(USERS, EntityManager),
    factory(PROJECTS, EntityManager),
    factory(UOW, DataSource),
    { provide: TENANCY_STORE, useFactory: tenancyStore, inject: [EntityManager] },
    factory(AddClient, CLIENTS, Argon2PasswordHasher),
    factory(UpdateClient, CLIENTS),
    factory(DeleteClient, CLIENTS),
    factory(AddUser, UOW, Argon2PasswordHasher),
    factory(UpdateUser, USERS),
    factory(DeleteUser, USERS),
    factory(AddProject, UOW),
    factory(UpdateProject, PROJECTS),
    factory(DeleteProject, PROJECTS),
    factory(ResetProjectToken, PROJECTS),
  ],
})
export class AccountsModule {}
