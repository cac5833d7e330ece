/**
 * @packageDocumentation
 * Worked examples and exercises for Kutai, replayed and checked by the tests.
 * Positions use the Kutai position notation (see `notation.ts`).
 */
import type { ExampleDef, ExerciseDef } from '../../core/types.ts';

export const EXAMPLES: readonly ExampleDef[] = Object.freeze([
  {
    id: 'line-and-blocking',
    title: 'A harmony along a line, and a tile that blocks it',
    rule: 'line-of-sight',
    start: '1~0DCB10j',
    intro: 'South’s Day Cherry Blossom (red, Day, Spring) is the Centerpiece on 10j. North is to place.',
    steps: [
      { move: 'DIR*10g', caption: 'North’s Day Iris is red, Day and Spring too: three shared properties, and the line from 10j to 10g is open. A 3-point harmony.' },
      {
        move: 'NJA*10i',
        caption:
          'South puts a Night Jasmine on 10i, right on that line. The harmony is gone. The Jasmine shares nothing with the Centerpiece beside it, so it is in complete disharmony and cannot harmonize either: the total drops to 0.',
      },
      {
        move: 'DRH*8h',
        caption:
          'North’s Day Rhododendron on 8h sees both the Centerpiece and the Iris along open lines. It shares red and Day with each, so the chain runs Centerpiece – Rhododendron – Iris: two harmonies of 2 points.',
      },
    ],
  },
  {
    id: 'preference',
    title: 'Harmony preference: higher value first, then the nearer tile',
    rule: 'harmony-preference',
    start: '1~0DCB10j',
    intro: 'The Centerpiece is a Day Cherry Blossom (red, Day, Spring). Each piece harmonizes with one piece beyond its link back to the centre, so every step of the chain is a choice.',
    steps: [
      { move: 'NIR*10h', caption: 'A Night Iris shares red and Spring with the Centerpiece: 2 points.' },
      {
        move: 'DIR*6j',
        caption:
          'A Day Iris shares all three properties with the Centerpiece. Preference takes the 3-point partner, and the Night Iris falls out of the chain: the two Irises are the same flower, so they cannot link to each other. Total 3.',
      },
      { move: 'DCH*7g', caption: 'A Day Chrysanthemum shares red and Day with the Day Iris, so the chain grows by 2, and the Chrysanthemum then picks up the Night Iris (red) for 1. Total 6.' },
      {
        move: 'DPE*4j',
        caption:
          'A Day Peony is also worth 2 to the Day Iris, and it is nearer than the Chrysanthemum (2 steps against about 3.2). Equal values go to the nearer tile, so the chain now runs Iris – Peony – Chrysanthemum, where Peony and Chrysanthemum share red, Day and Summer for 3. Total 9.',
      },
    ],
  },
  {
    id: 'disharmony-overcome',
    title: 'Disharmony, and overcoming it',
    rule: 'overcoming-disharmony',
    start: '1~0DCB10j',
    intro: 'Neighbours clash unless they are alike. The fewer properties they share, the higher a harmony must be worth before either of them may form it.',
    steps: [
      { move: 'DPE*10g', caption: 'A Day Peony shares red and Day with the Centerpiece: 2 points.' },
      {
        move: 'DCL*11g',
        caption:
          'South sets a Day Clover (white, Day, Autumn) right beside the Peony. They share only Day, so each may now form only 3-point harmonies, and the Peony’s 2-point link breaks. The total falls to 0.',
      },
      {
        move: 'DCH*8h',
        caption:
          'North answers with a Day Chrysanthemum, which shares red, Day and Summer with the Peony: a 3-point harmony, high enough to overcome the disharmony. The chain runs Centerpiece – Chrysanthemum (2) – Peony (3). Total 5.',
      },
    ],
  },
  {
    id: 'spade',
    title: 'The Spade ends a complete disharmony',
    rule: 'spade',
    start: '1~0DCB10j',
    intro: 'Out on the yellow wood, the Spade makes no harmonies of its own, but neighbours of a Spade cannot clash.',
    steps: [
      { move: 'DMA*6f', caption: 'A Day Maple shares red and Day with the Centerpiece: 2 points.' },
      { move: 'NWS*5f', caption: 'A Night Wisteria beside it shares nothing with the Maple: complete disharmony. Neither may harmonize, and the total is 0.' },
      { move: 'SP*5e', caption: 'A Spade next to the Wisteria cancels the clash: the Maple harmonizes with the Centerpiece again. Total 2.' },
    ],
  },
  {
    id: 'worked-game',
    title: 'A whole game, to the winning placement',
    rule: 'winning',
    start: '0~-',
    intro: 'A short game under the default rules: one chain from the Centerpiece, and the first placement that takes the total past 20 wins. South starts.',
    steps: [
      { move: 'NJA*10j', caption: 'South opens with a Night Jasmine (white, Night, Winter) as the Centerpiece.' },
      { move: 'NPI*17k', caption: 'North’s Night Pine is also white, Night and Winter: 3 points. Total 3.' },
      { move: 'NCL*14p', caption: 'South’s Night Clover shares white and Night with the Pine, so the chain grows by 2. Total 5.' },
      {
        move: 'NWI*16o',
        caption:
          'North’s Night Willow is worth 2 to the Pine as well, but it is nearer, so the Pine now links to the Willow, and the Willow to the Clover (white, Night, Autumn: 3). Total 8.',
      },
      { move: 'NWI*5m', caption: 'South’s own Night Willow cannot harmonize with North’s (same flower), but it gives the Clover a 3-point partner. Total 11.' },
      { move: 'NCL*2i', caption: 'North’s Night Clover adds another 3 to the end of the chain. Total 14: one good placement could now win.' },
      { move: 'WH*5d', caption: 'South plays safe with the Wheel, which harmonizes only with Autumn Day or Summer Night flowers; the tip of the chain is an Autumn Night Clover, so nothing changes.' },
      { move: 'WH*2k', caption: 'North plays safe too, with the other Wheel. Total still 14.' },
      {
        move: 'DCL*14q',
        caption:
          'South’s Day Clover stands beside North’s Night Clover. Two properties shared, so each may only form harmonies of 2 or more; the Clover’s 3-point link holds. A Day Clover is Autumn Day, a match for the Wheels, but no Summer Night flower links them to the chain yet.',
      },
      {
        move: 'NLI*12h',
        caption:
          'North’s Night Lily (white, Night, Summer) joins the last Clover for 2, and as a Summer Night flower it links to the first Wheel, which links to the Day Clover, which links to the second Wheel: four harmonies at once. Total 22, past 20: North wins.',
      },
    ],
  },
]);

export const EXERCISES: readonly ExerciseDef[] = Object.freeze([
  {
    id: 'three-point-harmony',
    title: 'A 3-point harmony with the Centerpiece',
    prompt: 'The Centerpiece is South’s Day Maple. North holds a Night Maple, a Day Rhododendron, a Day Clover, the White Lotus and the Twig. Place a tile that forms a 3-point harmony.',
    rule: 'white-lotus',
    start: '1~0DMA10j~1ffffff7~14001220',
    goal: { kind: 'harmony-value', value: 3 },
    hint: 'No flower in the hand shares all three properties with a Day Maple except the Night Maple, and identical flowers never harmonize. Which tile takes its value from its partner?',
    success: 'The White Lotus harmonizes at its partner’s point value, and the Maple is worth 3.',
  },
  {
    id: 'overcome-disharmony',
    title: 'Bring the Peony back',
    prompt: 'The Day Peony on 10g clashes with the Day Clover beside it: they share only Day, so the Peony may form only 3-point harmonies, and the board has no harmony at all. Place a tile that forms two harmonies.',
    rule: 'overcoming-disharmony',
    start: '1~0DCB10j,1DPE10g,0DCL11g~1fffeffe~a6',
    goal: { kind: 'harmony-gain', count: 2 },
    hint: 'You need a tile that harmonizes with the Centerpiece and shares all three properties with the Peony (red, Day, Summer).',
    success: 'The Day Chrysanthemum links to the Centerpiece for 2 and to the Peony for 3, enough to overcome the disharmony.',
  },
  {
    id: 'spade-rescue',
    title: 'Rescue the Maple',
    prompt: 'North’s Day Maple on 6f is in complete disharmony with the Night Wisteria beside it, so it cannot harmonize with the Centerpiece. North holds a Spade, a Night Pine and a Night Jasmine. Place a tile that restores a harmony.',
    rule: 'spade',
    start: '1~0DCB10j,1DMA6f,0NWS5f~1f7ffffe~2280000',
    goal: { kind: 'harmony-gain', count: 1 },
    hint: 'Neither Night flower shares anything with the Centerpiece. What stops neighbours from clashing?',
    success: 'A Spade beside either clashing tile cancels their disharmony, and the Maple links back to the Centerpiece.',
  },
]);
