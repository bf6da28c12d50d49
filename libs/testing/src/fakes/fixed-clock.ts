import type { Clock } from '@atrium/kernel';

/** A clock that stands still until told to move. */
export class FixedClock implements Clock {
  constructor(private current = new Date('2026-01-15T12:00:00Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(seconds: number): void {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}
