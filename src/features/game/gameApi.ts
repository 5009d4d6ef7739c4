import { api } from '@/api/api';
import { envelope, unwrap } from '@/api/envelope';
import { JOIN_STATUS_PATH } from '@/api/paths';
import { serverTimeOf } from '@/api/serverTime';
import { getConfig } from '@/config/env';
import { bettingAnswered } from '@/session/play/playSlice';
import type { GameSymbol } from '@/api/symbols';
import {
  bettingDataSchema,
  gamesSchema,
  joinAnswerSchema,
  resultsPageSchema,
  type BettingData,
  type JoinAnswer,
  type ResultsPage,
} from '@/features/game/gameSchemas';

/** Betting data plus when it was true: the server's clock and the local time the answer arrived. */
export interface BettingSnapshot extends BettingData {
  serverTime: number;
  receivedAt: number;
}

export interface JoinRequest {
  accountId: number;
  roundId: number;
  requestId: string;
  bets: { symbol: GameSymbol; stake: number }[];
}

export interface ResultsRequest {
  loginId: string;
  deviceId: string;
  accountId: number;
}

/** Kla Klouk's game id (docs/api.md). */
export const GAME_ID = 2;
/** A game's status when it is active (spec §5: the login needs game 2 ACT). */
const ACTIVE = 'ACT';
/** Spec §9: the all-results call asks for page 1, limit 10. */
export const RESULTS_LIMIT = 10;

export const gameApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBetting: build.query<BettingSnapshot, number>({
      query: (accountId) => ({ url: getConfig().endpoints.getBetting, method: 'POST', body: { accountId } }),
      rawResponseSchema: envelope(bettingDataSchema),
      // The receive time is taken here (not in a reducer) so the cache holds a replayable fact.
      transformResponse: (answer: { data: BettingData; serverTime?: number }): BettingSnapshot => {
        const receivedAt = Date.now();
        // A time that does not read as one (seconds, say) is no clock: the device's stands in.
        return { ...answer.data, serverTime: serverTimeOf(answer) ?? receivedAt, receivedAt };
      },
      providesTags: ['Betting'],
      // Each answer goes to the play limits (session/play): the round on the table and the last
      // settlement, counted there once at the server's time of the answer (the limits learnt the
      // server's clock from the same answer: docs/decisions/0037-play-limits-on-the-server-clock.md).
      async onQueryStarted(accountId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          const settlement = data.lastSettlement;
          dispatch(
            bettingAnswered({
              accountId,
              roundId: data.round.id,
              settlement: settlement && {
                roundId: settlement.roundId,
                totalStake: settlement.totalStake,
                totalPayout: settlement.totalPayout,
              },
              at: data.serverTime,
            }),
          );
        } catch {
          // A failed call has nothing to count; the table says it failed.
        }
      },
    }),
    join: build.mutation<JoinAnswer, JoinRequest>({
      query: (request) => ({
        url: getConfig().endpoints.joinGame,
        method: 'POST',
        body: { ...request, gameId: GAME_ID },
      }),
      rawResponseSchema: envelope(joinAnswerSchema),
      transformResponse: unwrap,
      // The balance and the accepted bets are the server's: read them again after an acceptance.
      invalidatesTags: (answer) => (answer ? ['Betting'] : []),
    }),
    joinStatus: build.mutation<JoinAnswer, { accountId: number; requestId: string }>({
      query: (body) => ({ url: JOIN_STATUS_PATH, method: 'POST', body }),
      rawResponseSchema: envelope(joinAnswerSchema),
      transformResponse: unwrap,
      invalidatesTags: (answer) => (answer ? ['Betting'] : []),
    }),
    /** Whether Kla Klouk is active for the account now (the game slice keeps the answer: gameInactive). */
    gameStatus: build.query<{ active: boolean }, number>({
      query: (accountId) => ({
        url: getConfig().endpoints.getGame,
        method: 'POST',
        body: { accountId, gameId: GAME_ID },
      }),
      rawResponseSchema: envelope(gamesSchema),
      transformResponse: (answer: { data: { id: number; status: string }[] }) => ({
        active: answer.data.some((game) => game.id === GAME_ID && game.status === ACTIVE),
      }),
    }),
    allResults: build.query<ResultsPage, ResultsRequest>({
      query: (request) => ({
        url: getConfig().endpoints.allGameResults,
        method: 'POST',
        body: { ...request, pageSize: 1, limit: RESULTS_LIMIT },
      }),
      rawResponseSchema: envelope(resultsPageSchema),
      transformResponse: unwrap,
      providesTags: ['Results'],
    }),
  }),
});

export const { useAllResultsQuery } = gameApi;
