import { describe, expect, it } from '@jest/globals';
import { tileTitle } from './tile-title';

describe('folder tile titles', () => {
  it('keeps names of up to 10 characters and cuts longer ones to 10 plus an ellipsis', () => {
    expect(tileTitle('Plans')).toBe('Plans');
    expect(tileTitle('0123456789')).toBe('0123456789');
    expect(tileTitle('Floor plans 2026')).toBe('Floor plan…');
    expect(tileTitle('Café crème brûlée')).toBe('Café crème…');
  });
});
