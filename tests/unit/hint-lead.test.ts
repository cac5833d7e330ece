import { describe, expect, it } from 'vitest';
import { hintLead } from '../../src/components/opponent/OpponentPanel.tsx';

describe('the hint line', () => {
  it('calls a turn of passes passing, never circled; any other turn is played, circled only where the board marks it', () => {
    expect(hintLead([{ type: 'pass' }], false)).toEqual({ pass: true, circled: false });
    expect(hintLead([{ type: 'pass' }], true)).toEqual({ pass: true, circled: false });
    const place = { type: 'place', tile: 'R', to: 12 } as const;
    expect(hintLead([place], true)).toEqual({ pass: false, circled: true });
    expect(hintLead([place], false)).toEqual({ pass: false, circled: false });
    // An exercise's hint has no steps: never a pass.
    expect(hintLead([], true)).toEqual({ pass: false, circled: true });
  });
});
