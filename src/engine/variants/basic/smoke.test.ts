import { it } from 'vitest';
import { engine } from './engine.ts';
import { unwrap } from '../../core/result.ts';
it('smoke', () => {
  for (let g = 0; g < 3; g++) {
    let s = unwrap(engine.create({ seed: g }));
    const t0 = performance.now();
    let steps = 0;
    for (; steps < 600; steps++) {
      if (engine.outcome(s).status !== 'ongoing') break;
      const lm = engine.legalMoves(s);
      const m = lm[(steps * 7919 + g) % lm.length]!;
      const r = engine.applyMove(s, m);
      if (!r.ok) throw new Error(JSON.stringify(r.error) + engine.formatMove(s, m));
      s = r.value;
    }
    const dt = performance.now() - t0;
    console.log(g, steps, (steps / dt * 1000).toFixed(0), 'steps/s', engine.formatPosition(s).slice(0, 200), JSON.stringify(engine.outcome(s)).slice(0, 300));
    console.log(engine.view(s).status);
  }
});
