import { HttpException, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Observable, catchError, throwError } from 'rxjs';
import { QueryScope, RequestQueries } from '@atrium/persistence';

/** nginx's name for it: nobody reads the answer, and nothing needs logging. */
const CLIENT_CLOSED_REQUEST = 499;

/**
 * Cancels the statement a handler is running when its client disconnects before the answer is sent.
 * (The guard's session and scope checks run before interceptors; they are short.)
 */
@Injectable()
export class CancelOnDisconnect implements NestInterceptor {
  constructor(private readonly queries: RequestQueries) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const response = context.switchToHttp().getResponse<FastifyReply>().raw;
    const scope = new QueryScope();
    const onClose = () => {
      if (!response.writableFinished) this.queries.cancel(scope);
    };
    return new Observable((subscriber) => {
      response.once('close', onClose);
      // Subscribing runs the handler, so it must happen inside the scope for the handler's statements to be in it.
      const subscription = this.queries.run(scope, () =>
        next
          .handle()
          .pipe(
            catchError((error) =>
              throwError(() => (scope.cancelled ? new HttpException('Client closed request', CLIENT_CLOSED_REQUEST) : error)),
            ),
          )
          .subscribe(subscriber),
      );
      return () => {
        subscription.unsubscribe();
        response.off('close', onClose);
      };
    });
  }
}
