export { createSimulator, type Simulator, type SimulatorOptions } from './simulator';
export type { SimulatorControl, SimState, AccountTarget } from './control';
export type { Scenario } from './http/context';
export { DEFAULT_SETTINGS, settingsFromEnv, type SimSettings } from './settings';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './domain/seed';
export { SYMBOLS, type DiceSymbol, type Dice } from './domain/symbols';
export { CURRENCY_RULES } from './domain/money';
export { diceFromSeed, seedHashOf } from './domain/commitReveal';
export { payoutOf } from './domain/payout';
