import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { RequestQueries } from '@atrium/persistence';
import { factory } from '../wiring.js';
import { CancelOnDisconnect } from './cancel-on-disconnect.interceptor.js';

/** A request's statements end with it: cancelled when its client disconnects. */
@Module({
  providers: [factory(RequestQueries, DataSource), { provide: APP_INTERCEPTOR, useClass: CancelOnDisconnect }],
  exports: [RequestQueries],
})
export class RequestQueriesModule {}
