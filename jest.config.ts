import type { Config } from 'jest';

// CommonJS Jest + ts-jest. msw 2.11+ pulls ESM-only helpers (rettime, until-async, @open-draft/*)
// that must be transformed; see docs/architecture.md "Testing".
const config: Config = {
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  roots: ['<rootDir>/src', '<rootDir>/mocks', '<rootDir>/scripts', '<rootDir>/deploy', '<rootDir>/bench'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      'ts-jest',
      {
        tsconfig: {
          allowJs: true,
          jsx: 'react-jsx',
          module: 'commonjs',
          esModuleInterop: true,
          isolatedModules: true,
        },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    // import.meta.env does not exist under CommonJS Jest: tests get their build-time config here.
    '^@/config/rawEnv$': '<rootDir>/src/testing/rawEnv.ts',
    // Before the alias: Jest stops at the first match, and '@/…/X.css' must become the stub too.
    '\\.(css)$': '<rootDir>/src/testing/styleStub.ts',
    '\\.(svg|png|woff2?)$': '<rootDir>/src/testing/fileStub.ts',
    '^@/(.*)$': '<rootDir>/src/$1',
  },
  // The suite must pass on a busy 2-core machine (README "The two commands"); 5 s is too close there.
  testTimeout: 60_000,
  setupFilesAfterEnv: ['<rootDir>/src/testing/setupTests.ts'],
  clearMocks: true,
  restoreMocks: true,
};

export default config;
