import type { CSSProperties } from 'react';

/*
 * The reveal's timeline (docs/game.md "The climax"): from the moment the table shows a result, the
 * dice turn over one by one, and nothing else on the page tells the result before the bowl does. The
 * stylesheets read the dice-out time from a custom property the table sets (`revealTimes`), so the CSS
 * and the components that hold a value through the reveal keep to one clock.
 */

/** Time between two dice turned over at the result. */
export const REVEAL_STEP_MS = 450;

/** How long a die turning over takes to be readable (most of its die-turn animation). */
const DIE_READABLE_MS = 450;

/**
 * When the third die is out: the board's marks and badges and the bowl's outcome appear, and the
 * results strip asks for the new entry.
 */
export const DICE_OUT_MS = 2 * REVEAL_STEP_MS + DIE_READABLE_MS;

/**
 * When the bowl has told the outcome (it is fading in): the settled balance, the session's net, the
 * chips the win makes affordable and the win sound come in.
 */
export const OUTCOME_TOLD_MS = DICE_OUT_MS + 250;

/** The reveal's time the stylesheets read (animation delays), set on the table's root. */
export const revealTimes = { '--dice-out': `${DICE_OUT_MS}ms` } as CSSProperties;
